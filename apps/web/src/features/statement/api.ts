import { type StatementGenerate, type StatementListQuery, statementEndpoints } from '@ceping/contract';
import { call, callDownload } from '../../api/endpoint.ts';

export type StatementListParams = Partial<StatementListQuery>;

/** Statements: a seller account gets only its own, whatever the filters say. */
export const listStatement = (query: StatementListParams) => call(statementEndpoints.list, { query });
export const getStatement = (id: number) => call(statementEndpoints.get, { params: { id } });
export const statementLines = (id: number, pageNum: number, pageSize: number) =>
  call(statementEndpoints.lines, { params: { id }, query: { pageNum, pageSize } });
export const generateStatement = (body: StatementGenerate) => call(statementEndpoints.generate, { body });
export const confirmStatement = (id: number) => call(statementEndpoints.confirm, { params: { id } });
export const disputeStatement = (id: number, reason: string) => call(statementEndpoints.dispute, { params: { id }, body: { reason } });
export const settleStatement = (id: number) => call(statementEndpoints.settle, { params: { id } });
export const exportStatements = (filters: StatementListParams) => callDownload(statementEndpoints.export, { body: filters }, `statement_${Date.now()}.xlsx`);
export const exportStatement = (id: number, statementNo: string) => callDownload(statementEndpoints.exportOne, { params: { id } }, `${statementNo}.xlsx`);
