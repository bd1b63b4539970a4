// Step 8, product attributes: the rows of the product-attribute entity (the
// attributes page), in the wizard's shape. Writes go through the data
// engine's record writes, so the entity's own rules, the audit and the
// attributes page's behaviour apply; the wizard adds what it always asked:
// a name unique ignoring case, allowed values for (and only for) lists.
import type { FastifyInstance } from 'fastify';
import type { CompiledEntity } from '../../../engine/config/compiled';
import type { AttributeBody } from '../../../engine/http/api-contract';
import type { Caller } from '../../access/caller';
import { createRecord, deleteRecord, updateRecord } from '../../data-engine/records/write';
import * as attributes from '../../data/onboarding-attributes';
import { ApiError } from '../../errors/api-error';
import { callerOf } from '../../plugins/authenticate';
import { idParams, responses } from '../../schemas/envelope';
import { attributeSchema, text, toAttribute } from './shapes';
import { stillOnboarding, tags } from './shared';

/** Most product attributes a company defines here. */
export const MAX_ATTRIBUTES = 50;

/** The entity's field names as the wizard's. */
const WIZARD_FIELDS: Record<string, string> = { code: 'Name', name: 'Name', type: 'Type', allowedValues: 'AllowedValues', mandatory: 'Required' };

/** A refusal of the data engine, told with the wizard's field names. */
function asWizardError(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.field) return error;
  const field = WIZARD_FIELDS[error.field] ?? error.field;
  return new ApiError(error.code, error.message.replace(/^(code|name|type|allowedValues|mandatory)\b/, field), field);
}

export async function attributeRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const engine = app.services.data;
  const entity = (): CompiledEntity => {
    const found = engine.entities.get('product-attribute');
    if (!found) throw new ApiError('NOT_FOUND', 'This product declares no product-attribute entity');
    return found;
  };

  const attributeRead = { feature: 'PRODUCT_ATTRIBUTES', level: 'read' } as const;
  const attributeWrite = { feature: 'PRODUCT_ATTRIBUTES', level: 'write' } as const;
  const attributeProperties = {
    Name: text(60, '1 to 60 characters, not only spaces'),
    Type: { type: 'string', enum: ['text', 'number', 'boolean', 'list'] },
    AllowedValues: { type: 'array', maxItems: 200, items: text(80) },
    Required: { type: 'boolean' },
  };

  /** The entity's values of the attribute, or the reason it cannot be. */
  async function checkedValues(companyId: number, body: AttributeBody, exceptId?: number) {
    const name = body.Name.trim().replace(/\s+/g, ' ');
    const values = (body.AllowedValues ?? []).map((v) => v.trim());
    if (body.Type === 'list' && values.length === 0) throw new ApiError('VALIDATION_ERROR', 'AllowedValues needs at least one value for a list attribute', 'AllowedValues');
    if (body.Type !== 'list' && values.length > 0) throw new ApiError('VALIDATION_ERROR', 'AllowedValues only applies to list attributes', 'AllowedValues');
    // Stored one per line: a value may not hold a line break of its own.
    if (values.some((v) => /[\r\n]/.test(v))) throw new ApiError('VALIDATION_ERROR', 'AllowedValues: a value cannot contain a line break', 'AllowedValues');
    const lower = values.map((v) => v.toLowerCase());
    if (new Set(lower).size !== lower.length) throw new ApiError('VALIDATION_ERROR', 'AllowedValues must not repeat a value', 'AllowedValues');
    if (await attributes.attributeNameTaken(db, companyId, name, exceptId)) throw new ApiError('CONFLICT', `An attribute named '${name}' already exists`, 'Name');
    return { name, type: body.Type, allowedValues: attributes.joinValues(values), mandatory: body.Required ?? false };
  }

  async function found(caller: Caller, id: number): Promise<attributes.StoredAttribute> {
    const row = await attributes.getAttribute(db, caller.companyId, id);
    if (!row) throw new ApiError('NOT_FOUND', 'This attribute does not exist');
    return row;
  }

  app.get(
    '/onboarding/attributes',
    { config: { access: attributeRead }, schema: { tags, summary: 'The product attributes of the company (the attributes page\'s rows), in the order created.', response: responses({ type: 'array', items: attributeSchema }) } },
    async (request) => ({ ok: true, data: (await attributes.listAttributes(db, callerOf(request).companyId)).map(toAttribute) }),
  );

  app.post<{ Body: AttributeBody }>(
    '/onboarding/attributes',
    {
      config: { access: attributeWrite },
      schema: {
        tags,
        summary: `Define a product attribute (at most ${MAX_ATTRIBUTES}): a row of the product-attribute entity, its code derived from the name. A list attribute needs its allowed values; names are unique ignoring case.`,
        body: { type: 'object', additionalProperties: false, required: ['Name', 'Type'], properties: attributeProperties },
        response: responses(attributeSchema, 201),
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      if ((await attributes.countAttributes(db, caller.companyId)) >= MAX_ATTRIBUTES) throw new ApiError('CONFLICT', `A company can define at most ${MAX_ATTRIBUTES} attributes`);
      const values = await checkedValues(caller.companyId, request.body);
      const code = attributes.attributeCode(values.name, await attributes.attributeCodes(db, caller.companyId));
      const id = await createRecord(db, engine, caller, entity(), { values: { ...values, code } }).catch((e: unknown) => { throw asWizardError(e); });
      return reply.code(201).send({ ok: true, data: toAttribute(await found(caller, id)) });
    },
  );

  app.patch<{ Params: { id: number }; Body: Partial<AttributeBody> }>(
    '/onboarding/attributes/:id',
    {
      config: { access: attributeWrite },
      schema: {
        tags,
        summary: 'Change a product attribute (fields not sent keep their value; the code stays).',
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: attributeProperties },
        response: responses(attributeSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const current = await found(caller, request.params.id);
      const type = request.body.Type ?? current.type;
      const merged: AttributeBody = {
        Name: request.body.Name ?? current.name,
        Type: type,
        AllowedValues: request.body.AllowedValues ?? (type === 'list' ? current.allowedValues : []),
        Required: request.body.Required ?? current.required,
      };
      const values = await checkedValues(caller.companyId, merged, current.id);
      await updateRecord(db, engine, caller, entity(), current.id, { version: current.version, values }).catch((e: unknown) => { throw asWizardError(e); });
      return { ok: true, data: toAttribute(await found(caller, current.id)) };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/onboarding/attributes/:id',
    {
      config: { access: attributeWrite },
      schema: { tags, summary: 'Delete a product attribute; refused (409) while products carry a value of it, as on the attributes page.', params: idParams, response: responses(attributeSchema) },
    },
    async (request) => {
      const caller = callerOf(request);
      stillOnboarding(caller);
      const current = await found(caller, request.params.id);
      await deleteRecord(db, engine, caller, entity(), current.id, current.version).catch((e: unknown) => { throw asWizardError(e); });
      return { ok: true, data: toAttribute(current) };
    },
  );
}
