export { ComplaintPage as default } from '../../../features/complaint/index.ts';
