/**
 * The orders domain's face: orders placed against tasks, their reviews, transitions and settlement,
 * history, figures and export; staff members and their profiles. Other domains and the seed import
 * only this file.
 */
export { ordersRoutes } from './routes.ts';
export { createOrder } from './create.ts';
export { commentOrder, editOrder } from './edit.ts';
export { cancelOrder, completeOrder, flagException, resolveOrder, settleOrder, shipOrder } from './transitions.ts';
export { editStaff } from './staff/service.ts';
