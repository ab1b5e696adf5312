import { type Lang, Perm, formatMessage, isMessageKey, userAddSchema } from '@ceping/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_XLSX_LIMITS, ExcelFormatError, ExcelLimitError, type XlsxLimits, readXlsx } from '../../../core/excel.ts';
import { AppError, fail } from '../../../core/errors.ts';
import type { LoginUser } from '../../../core/session.ts';
import type { Store } from '../../../core/store.ts';
import type { Executor } from '../../../db/client.ts';
import { sysUser } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../core/password.ts';
import { getConfigValue } from '../config/index.ts';
import { type AccessWriter, changeUserAccess } from './access-change.ts';
import { importHeaders, sexFromCell, statusFromCell } from './excel.ts';
import { defaultSiteId } from './placement.ts';
import { checkDeptScope, checkUserScope, findUserByName, isTaken } from './repo.ts';
import { type UserDeps, assertNotAdmin } from './service.ts';

export const MAX_IMPORT_ROWS = 5000;
/** An import file of at most 5 MB (the spec's upload limit); the template with 5,000 rows is about 250 KB. */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
/**
 * What an import file may unpack to (20 MB, 100 parts, 200,000 cells). 5,000 filled rows of the
 * template unpack to about 2 MB, so this leaves ample room while a zip bomb is refused before
 * anything is parsed.
 */
export const IMPORT_LIMITS: XlsxLimits = { ...DEFAULT_XLSX_LIMITS, maxRows: MAX_IMPORT_ROWS };

const rowSchema = z.object({
  userName: userAddSchema.shape.userName,
  nickName: userAddSchema.shape.nickName,
  email: userAddSchema.shape.email,
  phonenumber: userAddSchema.shape.phonenumber,
  sex: z.enum(['0', '1', '2'], { error: 'validation.sex' }),
  status: z.enum(['0', '1'], { error: 'validation.status' }),
  deptId: z.number().int().positive().nullable(),
});
type Row = z.infer<typeof rowSchema>;

/** Thrown inside the import transaction to roll it back when any row failed. */
class ImportRejected extends Error {}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Cell texts → typed row; dictionary cells accept the value or its label in either language. */
function parseRow(cells: Record<string, string>): Row {
  const dept = cells.deptId ?? '';
  const parsed = rowSchema.safeParse({
    userName: cells.userName ?? '',
    nickName: cells.nickName ?? '',
    email: cells.email ?? '',
    phonenumber: cells.phonenumber ?? '',
    sex: cells.sex ? (sexFromCell(cells.sex) ?? cells.sex) : '0',
    status: cells.status ? (statusFromCell(cells.status) ?? cells.status) : '0',
    deptId: dept === '' ? null : /^\d{1,15}$/.test(dept) ? Number(dept) : -1,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw isMessageKey(issue.message) ? fail(issue.message) : fail('validation.field', issue.path.join('.'));
  }
  return parsed.data;
}

interface Outcome {
  inserted: boolean;
}

/** What every new user of one import gets: the initial password (hashed once) and the default site. */
interface NewUserDefaults {
  password: () => Promise<string>;
  siteId: number | null;
}

async function importRow(tx: Executor, access: AccessWriter, caller: LoginUser, row: Row, updateSupport: boolean, defaults: NewUserDefaults): Promise<Outcome> {
  const perm = Perm.user.import;
  const existing = await findUserByName(tx, row.userName);
  if (existing && !updateSupport) throw fail('user.import.rowExists', '', row.userName);
  if (existing) {
    assertNotAdmin(existing.userId);
    await checkUserScope(tx, caller, perm, [existing.userId]);
  }
  await checkDeptScope(tx, caller, perm, row.deptId);
  if (await isTaken(tx, 'phonenumber', row.phonenumber, existing?.userId))
    throw fail(existing ? 'user.edit.phoneExists' : 'user.add.phoneExists', row.userName);
  if (await isTaken(tx, 'email', row.email, existing?.userId)) throw fail(existing ? 'user.edit.emailExists' : 'user.add.emailExists', row.userName);
  const fields = { nickName: row.nickName, email: row.email ?? '', phonenumber: row.phonenumber ?? '', sex: row.sex, status: row.status };
  if (existing) {
    // An update keeps the user's department (RuoYi semantics), whatever the sheet says.
    await access.updateUsers([existing.userId], { ...fields, updateBy: caller.userName, updateTime: new Date() }, eq(sysUser.delFlag, '0'));
    return { inserted: false };
  }
  await tx
    .insert(sysUser)
    .values({ ...fields, userName: row.userName, deptId: row.deptId, siteId: defaults.siteId, password: await defaults.password(), createBy: caller.userName });
  return { inserted: true };
}

/**
 * `POST /system/user/importData`. All rows are applied in one transaction: when any row fails, nothing
 * is kept and the answer lists the failures. New users get the configured initial password and no
 * roles or posts. The report is HTML (`<br/>` lines); every piece of sheet text in it is escaped.
 */
export async function importUsers(
  d: UserDeps & { store: Store },
  caller: LoginUser,
  buf: Buffer,
  updateSupport: boolean,
  lang: Lang,
): Promise<{ ok: boolean; msg: string }> {
  let records: Array<Record<string, string>>;
  try {
    records = await readXlsx(buf, importHeaders(), IMPORT_LIMITS);
  } catch (err) {
    if (err instanceof ExcelFormatError) throw fail(err.reason === 'no-header' ? 'user.import.noHeader' : 'user.import.invalidFile');
    if (err instanceof ExcelLimitError) {
      if (err.limit === 'rows') throw fail('user.import.tooMany', err.max);
      if (err.limit === 'cells') throw fail('user.import.tooManyCells', err.max);
      throw fail('user.import.unpackedTooLarge', err.max / 1024 / 1024);
    }
    throw err;
  }
  if (records.length === 0) throw fail('user.import.empty');
  if (records.length > MAX_IMPORT_ROWS) throw fail('user.import.tooMany', MAX_IMPORT_ROWS);

  // Read before the transaction: PGlite has a single connection, held by the transaction.
  const initPassword = await getConfigValue(d.db, d.store, 'sys.user.initPassword');
  const siteId = await defaultSiteId(d.db);
  let hashed: Promise<string> | undefined;
  const password = () => {
    hashed ??= hashPassword(initPassword);
    return hashed;
  };
  const done: string[] = [];
  const failed: string[] = [];
  try {
    await changeUserAccess(d, async (tx, access) => {
      for (const cells of records) {
        const name = escapeHtml(cells.userName ?? '');
        try {
          const outcome = await importRow(tx, access, caller, parseRow(cells), updateSupport, { password, siteId });
          done.push(formatMessage(lang, outcome.inserted ? 'user.import.rowInserted' : 'user.import.rowUpdated', done.length + 1, name));
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          const n = failed.length + 1;
          failed.push(
            err.key === 'user.import.rowExists'
              ? formatMessage(lang, 'user.import.rowExists', n, name)
              : formatMessage(lang, 'user.import.rowFailed', n, name, escapeHtml(formatMessage(lang, err.key, ...err.args))),
          );
        }
      }
      if (failed.length) throw new ImportRejected();
    });
  } catch (err) {
    if (!(err instanceof ImportRejected)) throw err;
    return { ok: false, msg: [formatMessage(lang, 'user.import.failed', failed.length), ...failed].join('<br/>') };
  }
  return { ok: true, msg: [formatMessage(lang, 'user.import.ok', done.length), ...done].join('<br/>') };
}
