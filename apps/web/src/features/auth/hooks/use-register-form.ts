import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callErrorMessage } from '@/lib/api-client';
import { requestRegistration } from '../api/register';
import {
  EMPTY_REGISTER_VALUES,
  type RegisterErrorKey,
  type RegisterField,
  type RegisterValues,
  fieldOfServerCode,
  validateRegistration,
} from '../utils/register-form';

export type RegisterErrors = Partial<Record<RegisterField, string>>;
export type SetRegisterValue = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => void;

/** Bumped by a refused submit: the first refused field of the form gets the focus once it is marked. */
function useFocusOnRefusal() {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { formRef, refused: () => setRefusals((count) => count + 1) };
}

/**
 * The registration form's state: the values as typed, the refusals (the form's own, with the
 * server's rules, and the server's, under the field its code names), and the address the
 * confirmation mail went to once the server accepted.
 */
export function useRegisterForm() {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const { formRef, refused } = useFocusOnRefusal();

  const register = useMutation({
    mutationKey: ['auth', 'register'],
    mutationFn: requestRegistration,
    onSuccess: (answer, payload) => {
      if (answer.result) return setDoneFor(payload.email);
      const field = fieldOfServerCode(answer.code);
      if (!field) return setFormError(answer.message);
      setErrors({ [field]: answer.message });
      refused();
    },
    onError: (error) => setFormError(callErrorMessage(error)),
  });

  const set: SetRegisterValue = (key, value) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    setFormError(null);
    const result = validateRegistration(values, new Date());
    const entries = Object.entries(result.errors) as Array<[RegisterField, RegisterErrorKey]>;
    setErrors(Object.fromEntries(entries.map(([field, key]) => [field, t(`errors.${key}`)])));
    if (result.payload) register.mutate(result.payload);
    else refused();
  };

  return { values, errors, formError, doneFor, formRef, set, submit, pending: register.isPending };
}
