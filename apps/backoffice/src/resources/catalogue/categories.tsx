import { CATALOGUE_LIMITS, type StaffCategory } from '@bnw/contract/backoffice';
import { Alert } from '@mui/material';
import {
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  maxLength,
  required,
  useRecordContext,
} from 'react-admin';
import { useText } from '../../i18n/use-text';
import { SaveOnlyToolbar, StatusChip, useMayManageCatalogue } from './common';
import { CATALOGUE_TEXTS } from './texts';
import { CsvListActions } from '../../data/list-csv-button';

const T = CATALOGUE_TEXTS;

/** The slot lobby's categories in its order, and how each is filled. */
export function CategoryList() {
  const t = useText();
  const mayManage = useMayManageCatalogue();
  return (
    <List perPage={50} exporter={false} actions={<CsvListActions />} title={t(T.categories)} pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick={mayManage ? 'edit' : false}>
        <NumberField source="sortOrder" label={t(T.sortOrder)} sortable={false} />
        <NumberField source="id" label={t(T.id)} sortable={false} />
        <TextField source="nameTr" label={t(T.nameTr)} sortable={false} />
        <TextField source="nameEn" label={t(T.nameEn)} sortable={false} />
        <FunctionField<StaffCategory>
          label={t(T.status)}
          render={(category) => <StatusChip active={category.active} />}
        />
        <FunctionField<StaffCategory>
          label={t(T.selection)}
          render={(category) => t(category.selection === 'flag' ? T.selectionFlag : T.selectionOwn)}
        />
        <NumberField source="gameCount" label={t(T.gameCount)} sortable={false} />
      </Datagrid>
    </List>
  );
}

const nameRules = [required(), maxLength(CATALOGUE_LIMITS.categoryNameMax)];

export function CategoryEdit() {
  const t = useText();
  return (
    <Edit mutationMode="pessimistic" title={t(T.categories)}>
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <FlagNote />
        <TextInput source="nameTr" label={t(T.nameTr)} validate={nameRules} fullWidth />
        <TextInput source="nameEn" label={t(T.nameEn)} validate={nameRules} fullWidth />
        <BooleanInput source="active" label={t(T.activeSwitch)} />
        <NumberInput source="sortOrder" label={t(T.sortOrder)} helperText={t(T.sortOrderHelp)} min={0} step={1} />
      </SimpleForm>
    </Edit>
  );
}

function FlagNote() {
  const category = useRecordContext<StaffCategory>();
  const t = useText();
  if (category?.selection !== 'flag') return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t(T.flagCategoryNote)}
    </Alert>
  );
}
