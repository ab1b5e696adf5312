import { TemplateListScreen } from '../../../features/template/index.ts';

/** Business → Task templates of every seller. */
export default function TemplateAdminPage() {
  return <TemplateListScreen scope="admin" />;
}
