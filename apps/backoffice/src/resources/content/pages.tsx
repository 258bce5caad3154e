import { INF_TYPES, LANGUAGES } from '@bnw/contract/constants';
import type { StaffInformationPage } from '@bnw/contract/backoffice';
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  Create,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  CreateButton,
  maxLength,
  required,
  useRecordContext,
} from 'react-admin';
import { callBackoffice } from '../../data/rpc';
import { formatDateTime } from '../../i18n/format';
import { ListCsvButton } from '../../data/list-csv-button';
import { useLanguage, useText } from '../../i18n/use-text';
import { ContentToolbar, ReadOnlyNote, TwoLines, useMayWriteContent } from './common';
import { CONTENT_TEXTS, LANGUAGE_NAMES, PAGE_NAMES } from './texts';

const T = CONTENT_TEXTS;
const PAGE_TITLE_MAX = 200;
const PAGE_BODY_MAX = 20_000;

/** The page types still without a Turkish text: the site answers "not found" for them. */
function MissingPages() {
  const t = useText();
  const [missing, setMissing] = useState<StaffInformationPage['infType'][]>([]);
  useEffect(() => {
    let current = true;
    callBackoffice('bo_content.pages_list', {})
      .then((answer) => current && setMissing(answer.missing))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (missing.length === 0) return null;
  const list = missing.map((infType) => t(PAGE_NAMES[infType])).join(', ');
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {t(T.pagesMissing).replace('%{list}', list)}
    </Alert>
  );
}

function PageListActions() {
  return (
    <TopToolbar>
      {useMayWriteContent() ? <CreateButton /> : null}
      <ListCsvButton />
    </TopToolbar>
  );
}

/** Every information page in every language (a handful: one page of the list). */
export function PageList() {
  const t = useText();
  const language = useLanguage();
  const filters = [
    <SelectInput
      key="lang"
      source="lang"
      label={t(T.language)}
      choices={LANGUAGES.map((id) => ({ id, name: t(LANGUAGE_NAMES[id]) }))}
      alwaysOn
    />,
  ];
  return (
    <List
      filters={filters}
      actions={<PageListActions />}
      perPage={50}
      pagination={false}
      exporter={false}
      title={t(T.pages)}
      aside={undefined}
    >
      <MissingPages />
      <Datagrid bulkActionButtons={false} rowClick="edit">
        <FunctionField<StaffInformationPage>
          label={t(T.page)}
          render={(page) => <TwoLines first={t(PAGE_NAMES[page.infType])} second={page.infType} />}
        />
        <FunctionField<StaffInformationPage> label={t(T.language)} render={(page) => t(LANGUAGE_NAMES[page.lang])} />
        <FunctionField<StaffInformationPage> label={t(T.title)} render={(page) => page.title} />
        <FunctionField<StaffInformationPage>
          label={t(T.updatedAt)}
          render={(page) => formatDateTime(page.updatedAt, language)}
        />
      </Datagrid>
    </List>
  );
}

function PageBody() {
  const t = useText();
  return (
    <>
      <TextInput source="title" label={t(T.title)} validate={[required(), maxLength(PAGE_TITLE_MAX)]} fullWidth />
      <TextInput
        source="body"
        label={t(T.body)}
        helperText={t(T.termsHelp)}
        validate={[required(), maxLength(PAGE_BODY_MAX)]}
        multiline
        minRows={12}
        fullWidth
      />
    </>
  );
}

function PageHeading() {
  const page = useRecordContext<StaffInformationPage>();
  const t = useText();
  if (!page) return null;
  return (
    <Alert severity={page.lang === 'tr' ? 'info' : 'success'} sx={{ mb: 2, width: '100%' }}>
      <strong>
        {t(PAGE_NAMES[page.infType])} · {t(LANGUAGE_NAMES[page.lang])}
      </strong>
      {page.lang === 'tr' ? ` — ${t(T.pageMasterNote)}` : null}
    </Alert>
  );
}

function PageToolbar() {
  const page = useRecordContext<StaffInformationPage>();
  // The Turkish page is the site's fallback: the server keeps it, so the button is not offered.
  return <ContentToolbar deletable={page?.lang !== 'tr'} />;
}

export function PageEdit() {
  const t = useText();
  return (
    <Edit mutationMode="pessimistic" title={t(T.pages)}>
      <SimpleForm toolbar={<PageToolbar />} warnWhenUnsavedChanges>
        <ReadOnlyNote />
        <PageHeading />
        <PageBody />
      </SimpleForm>
    </Edit>
  );
}

/** A page in a language it has no text in yet (saving an existing one replaces its text). */
export function PageCreate() {
  const t = useText();
  return (
    <Create title={t(T.pages)} redirect="list">
      <SimpleForm toolbar={<ContentToolbar />} defaultValues={{ lang: 'tr' }}>
        <SelectInput
          source="infType"
          label={t(T.page)}
          choices={INF_TYPES.map((id) => ({ id, name: t(PAGE_NAMES[id]) }))}
          validate={required()}
        />
        <SelectInput
          source="lang"
          label={t(T.language)}
          choices={LANGUAGES.map((id) => ({ id, name: t(LANGUAGE_NAMES[id]) }))}
          validate={required()}
        />
        <PageBody />
      </SimpleForm>
    </Create>
  );
}
