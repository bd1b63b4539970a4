// Step 8, attributes: the product attributes the company plans with (brand,
// shelf life, organic...), each with a type and, for lists, its allowed
// values. Each attribute becomes a column of the products file (step 10),
// checked by its type.
import { ActionIcon, Alert, Badge, Button, Card, Group, Pill, SegmentedControl, SimpleGrid, Stack, Switch, Table, TagsInput, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { api, type AttributeBody, type ProductAttribute, type ProductAttributeType } from '../../engine/http';
import { useApiQuery, useHttp } from '../../engine/shell';
import { configAtom } from '../../engine/state';
import { formFailure, StepActions, type StepContentProps } from '../../engine/wizard';
import { isReservedAttributeName } from '../../engine/wizard/products-file';
import { fieldError, splitValues, StepLoadFailed, StepLoading, useReportDirty } from './shared';

const TYPES: readonly ProductAttributeType[] = ['text', 'number', 'boolean', 'list'];
const FIELDS = ['Name', 'Type', 'AllowedValues', 'Required'] as const;

interface Values { Name: string; Type: ProductAttributeType; AllowedValues: string[]; Required: boolean }
const EMPTY: Values = { Name: '', Type: 'text', AllowedValues: [], Required: false };

export default function AttributeStep({ complete, setDirty }: StepContentProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const config = useAtomValue(configAtom);
  const attributes = useApiQuery<ProductAttribute[]>(api.productAttributes);
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const list = attributes.data ?? [];

  const schema = useMemo(
    () =>
      yup.object({
        Name: yup
          .string()
          .trim()
          .required(t('validation.required'))
          .max(60)
          .test('reserved', t('onboarding.attributes.reserved'), (value) => !value || !isReservedAttributeName(value))
          .test('unique', t('onboarding.attributes.nameTaken'), (value) =>
            !value || !list.some((a) => a.Id !== editing && a.Name.toLowerCase() === value.trim().toLowerCase())),
        Type: yup.string().oneOf(TYPES as ProductAttributeType[]).required(),
        AllowedValues: yup.array(yup.string()).when('Type', {
          is: 'list',
          then: (s) => s.min(1, t('onboarding.attributes.valuesRequired')),
        }),
        Required: yup.boolean(),
      }),
    [t, list, editing],
  );

  const form = useFormik<Values>({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const body: AttributeBody = {
        Name: values.Name.trim(),
        Type: values.Type,
        AllowedValues: values.Type === 'list' ? [...new Set(values.AllowedValues.flatMap(splitValues))] : [],
        Required: values.Required,
      };
      try {
        if (editing === null) await http.request<ProductAttribute>(api.createProductAttribute, { body, silent: true });
        else await http.request<ProductAttribute>(api.updateProductAttribute, { params: { id: editing }, body, silent: true });
        form.resetForm();
        setEditing(null);
        attributes.reload();
        return true;
      } catch (error) {
        const { field, message } = formFailure(error, t, config.errors, FIELDS);
        if (field) form.setFieldError(field, message);
        else setFailure(message);
        return false;
      }
    },
  });
  useReportDirty(form.dirty, setDirty);

  const remove = async (attribute: ProductAttribute) => {
    setDeleting(attribute.Id);
    try {
      await http.request(api.deleteProductAttribute, { params: { id: attribute.Id } });
      if (editing === attribute.Id) {
        setEditing(null);
        form.resetForm();
      }
      attributes.reload();
    } catch {
      // logged by the HTTP client
    } finally {
      setDeleting(null);
    }
  };

  const onContinue = async () => {
    setSaving(true);
    try {
      if (form.values.Name.trim() && (await form.submitForm()) !== true) return;
      await complete();
    } catch {
      // logged by the HTTP client
    } finally {
      setSaving(false);
    }
  };

  if (attributes.error) return <StepLoadFailed onRetry={attributes.reload} />;
  if (!attributes.data) return <StepLoading rows={5} />;

  return (
    <Stack gap="lg">
      <Text size="sm">{t('onboarding.attributes.intro')}</Text>

      <Card withBorder radius="md" padding="lg">
        <form onSubmit={form.handleSubmit} noValidate data-testid="attribute-form">
          <Stack gap="sm">
            <Title order={2} size="h5">{t(editing === null ? 'onboarding.attributes.addTitle' : 'onboarding.attributes.editTitle')}</Title>
            {failure && <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">{failure}</Alert>}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('onboarding.attributes.name')}
                name="Name"
                required
                maxLength={60}
                value={form.values.Name}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
                error={fieldError(form, 'Name')}
                data-testid="attribute-name"
              />
              <div>
                <Text size="sm" fw={500} mb={4} id="attribute-type-label">{t('onboarding.attributes.type')}</Text>
                <SegmentedControl
                  fullWidth
                  aria-labelledby="attribute-type-label"
                  value={form.values.Type}
                  onChange={(value) => void form.setFieldValue('Type', value as ProductAttributeType)}
                  data={TYPES.map((type) => ({ value: type, label: t(`onboarding.attributes.types.${type}`) }))}
                  data-testid="attribute-type"
                />
              </div>
            </SimpleGrid>
            {form.values.Type === 'list' && (
              <TagsInput
                label={t('onboarding.attributes.allowedValues')}
                description={t('onboarding.attributes.allowedValuesHint')}
                required
                value={form.values.AllowedValues}
                onChange={(values) => void form.setFieldValue('AllowedValues', values)}
                onBlur={() => void form.setFieldTouched('AllowedValues', true)}
                error={fieldError(form, 'AllowedValues')}
                splitChars={[',', ';']}
                maxTags={200}
                data-testid="attribute-values"
              />
            )}
            <Switch
              label={t('onboarding.attributes.required')}
              description={t('onboarding.attributes.requiredHint')}
              checked={form.values.Required}
              onChange={(event) => void form.setFieldValue('Required', event.currentTarget.checked)}
            />
            <Group justify="flex-end" gap="sm">
              {editing !== null && <Button variant="default" onClick={() => { setEditing(null); form.resetForm(); }}>{t('common.cancel')}</Button>}
              <Button type="submit" variant="light" loading={form.isSubmitting} leftSection={editing === null ? <IconPlus size={16} aria-hidden /> : <IconDeviceFloppy size={16} aria-hidden />} data-testid="attribute-add">
                {t(editing === null ? 'onboarding.attributes.add' : 'common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>

      {list.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">{t('onboarding.attributes.empty')}</Text>
      ) : (
        <Card withBorder radius="md" padding={0}>
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" horizontalSpacing="md" data-testid="attribute-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('onboarding.attributes.name')}</Table.Th>
                  <Table.Th>{t('onboarding.attributes.type')}</Table.Th>
                  <Table.Th>{t('onboarding.attributes.allowedValues')}</Table.Th>
                  <Table.Th><span className="visually-hidden">{t('onboarding.userAccess.actions')}</span></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Tooltip label={t('common.edit')}>
                          <ActionIcon variant="subtle" aria-label={`${t('common.edit')}: ${a.Name}`} onClick={() => { setEditing(a.Id); form.resetForm({ values: { Name: a.Name, Type: a.Type, AllowedValues: a.AllowedValues, Required: a.Required } }); }}>
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('common.delete')}>
                          <ActionIcon variant="subtle" color="red" loading={deleting === a.Id} aria-label={`${t('common.delete')}: ${a.Name}`} onClick={() => void remove(a)}>
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}

      <StepActions note={t('onboarding.attributes.optional')} loading={saving} onContinue={() => void onContinue()} />
    </Stack>
  );
}
