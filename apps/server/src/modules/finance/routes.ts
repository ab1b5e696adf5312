import type { FastifyPluginAsync } from 'fastify';
import { customerRoutes } from './customer/routes.ts';
import { fundRoutes } from './fund/routes.ts';
import { pwdRoutes } from './pwd/routes.ts';
import { withdrawalStatusRoutes } from './withdrawal/routes.ts';
import { collectionRoutes } from './collection/routes.ts';
import { rechargeRoutes } from './recharge/routes.ts';
import { debtRoutes } from './debt/routes.ts';
import { complaintRoutes } from './complaint/routes.ts';
import { invoiceRoutes } from './invoice/routes.ts';
import { statementRoutes } from './statement/routes.ts';

/** The finance routes: customers (sellers and their balances), the ledger, the second password, withdrawals, recharges, collection accounts, debts, complaints, invoices and statements. */
export const financeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(fundRoutes);
  await app.register(pwdRoutes);
  await app.register(withdrawalStatusRoutes);
  await app.register(collectionRoutes);
  await app.register(rechargeRoutes);
  await app.register(debtRoutes);
  await app.register(complaintRoutes);
  await app.register(invoiceRoutes);
  await app.register(statementRoutes);
};
