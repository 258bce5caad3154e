import { CATALOGUE_LIMITS, type StaffCategory } from '@bnw/contract/backoffice';
import { Alert } from '@mui/material';
import {
  BooleanInput,
  FunctionField,
  NumberField,
  NumberInput,
  TextField,
  TextInput,
  maxLength,
  required,
  useRecordContext,
} from 'react-admin';
import { RecordEdit } from '../../components/record-edit';
import { RecordList } from '../../components/record-list';
import { useText } from '../../i18n/use-text';
import { StatusChip, useCatalogueRowClick } from './common';
import { CATALOGUE_TEXTS as T } from './texts';

/** The slot lobby's categories in its order, and how each is filled. */
export function CategoryList() {
  const t = useText();
  return (
    <RecordList perPage={50} paginated={false} rowClick={useCatalogueRowClick()}>
      <NumberField source="sortOrder" sortable={false} />
      <NumberField source="id" sortable={false} />
      <TextField source="nameTr" sortable={false} />
      <TextField source="nameEn" sortable={false} />
      <FunctionField<StaffCategory>
        source="active"
        sortable={false}
        render={(category) => <StatusChip active={category.active} />}
      />
      <FunctionField<StaffCategory>
        source="selection"
        sortable={false}
        render={(category) => t(category.selection === 'flag' ? T.selectionFlag : T.selectionOwn)}
      />
      <NumberField source="gameCount" sortable={false} />
    </RecordList>
  );
}

const nameRules = [required(), maxLength(CATALOGUE_LIMITS.categoryNameMax)];

export function CategoryEdit() {
  const t = useText();
  return (
    <RecordEdit>
      <FlagNote />
      <TextInput source="nameTr" validate={nameRules} fullWidth />
      <TextInput source="nameEn" validate={nameRules} fullWidth />
      <BooleanInput source="active" helperText={t(T.activeHelp)} />
      <NumberInput source="sortOrder" helperText={t(T.sortOrderHelp)} min={0} step={1} />
    </RecordEdit>
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
