import type { ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';

/** Save only: the back office's records are switched off or hidden, never deleted from a form. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * The back office's form of one record, one pattern for every area: loaded by the resource's
 * get-by-id call, saved pessimistically (the server's answer, or its Turkish refusal, before the
 * page moves on), save only, titled by react-admin from the resource's name and the record.
 */
export function RecordEdit({ children, redirect = 'list' }: { children: ReactNode; redirect?: 'list' | 'edit' }) {
  return (
    <Edit mutationMode="pessimistic" redirect={redirect}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>{children}</SimpleForm>
    </Edit>
  );
}

/** The same form for a new record. */
export function RecordCreate({ children }: { children: ReactNode }) {
  return (
    <Create redirect="list">
      <SimpleForm toolbar={<SaveOnlyToolbar />}>{children}</SimpleForm>
    </Create>
  );
}
