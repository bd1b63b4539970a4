// Step 8, attributes: the product attributes the company plans with (brand,
// shelf life, organic...), each with a type and, for lists, its allowed
// values. They are the rows of the attributes page; each product carries its
// values, edited in the product's drawer on the products page.
import { Badge, Card, Group, Pill, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type AttributeBody, type ProductAttribute, type ProductAttributeType } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { ChoiceField, fieldError, fieldProps } from '../components/form';
import { ItemActions, ListEditorCard, ListTable, useListEditor, ValuesInput } from '../components/list-editor';
import { splitValues, StepLoadFailed, StepLoading, useReportDirty } from './shared';

const TYPES: readonly ProductAttributeType[] = ['text', 'number', 'boolean', 'list'];
const FIELDS = ['Name', 'Type', 'AllowedValues', 'Required'] as const;

interface Values { Name: string; Type: ProductAttributeType; AllowedValues: string[]; Required: boolean }
const EMPTY: Values = { Name: '', Type: 'text', AllowedValues: [], Required: false };

export default function AttributeStep({ complete, setDirty }: StepContentProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const attributes = useApiQuery<ProductAttribute[]>(api.productAttributes);
  const list = attributes.data ?? [];

  const editor = useListEditor<ProductAttribute, Values>({
    empty: EMPTY,
    schema: (editing) =>
      yup.object({
        Name: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(60)
          .test('unique', t('onboarding.attributes.nameTaken'), (value) =>
            !value || !list.some((a) => a.Id !== editing && a.Name.toLowerCase() === value.trim().toLowerCase())),
        Type: yup.string().oneOf(TYPES as ProductAttributeType[]).required(),
        AllowedValues: yup.array(yup.string()).when('Type', {
          is: 'list',
          then: (s) => s.min(1, t('onboarding.attributes.valuesRequired')),
        }),
        Required: yup.boolean(),
      }),
    save: (values, editing) => {
      const body: AttributeBody = {
        Name: values.Name.trim(),
        Type: values.Type,
        AllowedValues: values.Type === 'list' ? [...new Set(values.AllowedValues.flatMap(splitValues))] : [],
        Required: values.Required,
      };
      return editing === null
        ? http.request<ProductAttribute>(api.createProductAttribute, { body, silent: true })
        : http.request<ProductAttribute>(api.updateProductAttribute, { params: { id: editing }, body, silent: true });
    },
    remove: (attribute) => http.request(api.deleteProductAttribute, { params: { id: attribute.Id } }),
    reload: attributes.reload,
    describe: (error) => formFailure(error, t, config.errors, FIELDS),
  });
  const { form } = editor;
  useReportDirty(form.dirty, setDirty);

  if (attributes.error) return <StepLoadFailed onRetry={attributes.reload} />;
  if (!attributes.data) return <StepLoading rows={5} />;

  return (
    <Stack gap="lg">
      <Text size="sm">{t('onboarding.attributes.intro')}</Text>

      <ListEditorCard
        editor={editor}
        addTitle={t('onboarding.attributes.addTitle')}
        editTitle={t('onboarding.attributes.editTitle')}
        addLabel={t('onboarding.attributes.add')}
        testId="attribute-form"
        submitTestId="attribute-add"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('onboarding.attributes.name')} required maxLength={60} {...fieldProps(form, 'Name')} data-testid="attribute-name" />
          <ChoiceField
            label={t('onboarding.attributes.type')}
            value={form.values.Type}
            onChange={(value) => void form.setFieldValue('Type', value)}
            data={TYPES.map((type) => ({ value: type, label: t(`onboarding.attributes.types.${type}`) }))}
            testId="attribute-type"
          />
        </SimpleGrid>
        {form.values.Type === 'list' && (
          <ValuesInput
            label={t('onboarding.attributes.allowedValues')}
            description={t('onboarding.attributes.allowedValuesHint')}
            required
            value={form.values.AllowedValues}
            onChange={(values) => void form.setFieldValue('AllowedValues', values)}
            onBlur={() => void form.setFieldTouched('AllowedValues', true)}
            error={fieldError(form, 'AllowedValues')}
            maxTags={200}
            testId="attribute-values"
          />
        )}
        <Switch
          label={t('onboarding.attributes.required')}
          description={t('onboarding.attributes.requiredHint')}
          checked={form.values.Required}
          onChange={(event) => void form.setFieldValue('Required', event.currentTarget.checked)}
        />
      </ListEditorCard>

      {list.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">{t('onboarding.attributes.empty')}</Text>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <ListTable
            minWidth={600}
            testId="attribute-list"
            columns={[t('onboarding.attributes.name'), t('onboarding.attributes.type'), t('onboarding.attributes.allowedValues')]}
            actionsLabel={t('onboarding.userAccess.actions')}
          >
            {list.map((a) => (
              <Table.Tr key={a.Id} data-attribute={a.Name}>
                <Table.Td>
                  <Text size="sm" fw={600}>{a.Name}</Text>
                  {a.Required && <Badge size="xs" variant="light" color="orange">{t('onboarding.attributes.requiredBadge')}</Badge>}
                </Table.Td>
                <Table.Td><Badge variant="light" color="gray" tt="none">{t(`onboarding.attributes.types.${a.Type}`)}</Badge></Table.Td>
                <Table.Td>
                  {a.AllowedValues.length === 0 ? <Text size="sm" c="dimmed">—</Text> : <Group gap={4}>{a.AllowedValues.map((v) => <Pill key={v} size="sm">{v}</Pill>)}</Group>}
                </Table.Td>
                <Table.Td ta="right">
                  <ItemActions
                    name={a.Name}
                    deleting={editor.deleting === a.Id}
                    onEdit={() => editor.edit(a, { Name: a.Name, Type: a.Type, AllowedValues: a.AllowedValues, Required: a.Required })}
                    onDelete={() => void editor.remove(a)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        </Card>
      )}

      <StepActions note={t('onboarding.attributes.optional')} loading={editor.continuing} onContinue={() => void editor.saveAndContinue(form.values.Name.trim() !== '', complete)} />
    </Stack>
  );
}
