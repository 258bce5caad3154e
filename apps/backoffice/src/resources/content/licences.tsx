import { CONTENT_STAFF_LIMITS, type StaffLicence } from '@bnw/contract/backoffice';
import { Stack } from '@mui/material';
import {
  Create,
  Edit,
  FunctionField,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  regex,
  required,
} from 'react-admin';
import { useText } from '../../i18n/use-text';
import {
  ContentList,
  ContentToolbar,
  ReadOnlyNote,
  StatusChip,
  StatusInput,
  TwoLines,
  sortRules,
  useCommonFilters,
} from './common';
import { CONTENT_TEXTS } from './texts';

const T = CONTENT_TEXTS;
const L = CONTENT_STAFF_LIMITS;

/** The footer's licences: published ones show on the site's /licenses, in this order. */
export function LicenceList() {
  const t = useText();
  return (
    <ContentList
      title={T.licences}
      filters={useCommonFilters(T.searchLicence)}
      publish={{ resource: 'content-licences' }}
    >
      <FunctionField<StaffLicence>
        label={t(T.authority)}
        render={(licence) => <TwoLines first={licence.authority} second={licence.holder} />}
      />
      <TextField source="licenseNumber" label={t(T.licenseNumber)} sortable={false} />
      <TextField source="jurisdiction" label={t(T.jurisdiction)} sortable={false} />
      <FunctionField<StaffLicence> label={t(T.status)} render={(licence) => <StatusChip status={licence.status} />} />
      <NumberField source="sortOrder" label={t(T.sortOrder)} sortable={false} />
    </ContentList>
  );
}

function LicenceInputs() {
  const t = useText();
  const https = regex(/^https:\/\/[^/\s]+/i, t(T.httpsOnly));
  return (
    <>
      <ReadOnlyNote />
      <TextInput
        source="authority"
        label={t(T.authority)}
        validate={[required(), maxLength(L.licenceAuthorityMax)]}
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <TextInput
          source="licenseNumber"
          label={t(T.licenseNumber)}
          validate={[required(), maxLength(L.licenceNumberMax)]}
          sx={{ flex: 1 }}
        />
        <TextInput
          source="jurisdiction"
          label={t(T.jurisdiction)}
          validate={[required(), maxLength(L.licenceJurisdictionMax)]}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextInput source="holder" label={t(T.holder)} validate={maxLength(L.licenceHolderMax)} fullWidth />
      <TextInput source="url" label={t(T.url)} validate={[maxLength(L.licenceUrlMax), https]} fullWidth />
      <TextInput source="logoUrl" label={t(T.logoUrl)} validate={[maxLength(L.licenceUrlMax), https]} fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <NumberInput
          source="sortOrder"
          label={t(T.sortOrder)}
          helperText={t(T.sortOrderHelp)}
          min={0}
          max={L.sortOrderMax}
          step={1}
          validate={sortRules}
          sx={{ flex: 1 }}
        />
        <StatusInput />
      </Stack>
    </>
  );
}

export function LicenceEdit() {
  const t = useText();
  return (
    <Edit mutationMode="pessimistic" title={t(T.licences)}>
      <SimpleForm toolbar={<ContentToolbar />} warnWhenUnsavedChanges sx={{ maxWidth: 900 }}>
        <LicenceInputs />
      </SimpleForm>
    </Edit>
  );
}

export function LicenceCreate() {
  const t = useText();
  return (
    <Create title={t(T.licences)} redirect="list">
      <SimpleForm
        toolbar={<ContentToolbar />}
        defaultValues={{ sortOrder: 0, status: 'active' }}
        sx={{ maxWidth: 900 }}
      >
        <LicenceInputs />
      </SimpleForm>
    </Create>
  );
}
