export { InvoicePage as default } from '../../../features/invoice/index.ts';
