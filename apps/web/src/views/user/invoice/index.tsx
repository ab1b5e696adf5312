export { MyInvoicePage as default } from '../../../features/invoice/index.ts';
