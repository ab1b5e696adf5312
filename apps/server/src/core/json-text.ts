/**
 * Rows already written as wire JSON (by PostgreSQL, `db/wire-json.ts`), in an array's place: the
 * array's encoder writes the text as is. In verification mode the reply is read back through the
 * schema and encoded again by zod, so a text that is not the schema's wire form fails the test.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
