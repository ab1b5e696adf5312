import { Perm, templateEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { templateOptions } from '../../template/index.ts';
import Auth from '../../../components/Auth.tsx';
import { endpointKey } from '../../../api/endpoint.ts';

interface Props {
  onLoad: (templateId: number) => void;
  onSave: () => void;
  loading?: boolean;
}

/** "Load template" select and "save as template" button above the publish form. */
export default function TemplateBar({ onLoad, onSave, loading }: Props) {
  const { t } = useTranslation('task');
  const options = useQuery({ queryKey: endpointKey(templateEndpoints.options), queryFn: async () => (await templateOptions()).data ?? [] });
  return (
    <Space wrap>
      <Auth perm={Perm.template.query}>
        <Select<number>
          style={{ width: 260 }}
          placeholder={t('template.load')}
          loading={options.isFetching || loading}
          value={null}
          showSearch={{ optionFilterProp: 'label' }}
          notFoundContent={t('template.none')}
          options={(options.data ?? []).map((o) => ({ value: o.templateId, label: o.templateName }))}
          onChange={(id) => onLoad(id)}
          aria-label={t('template.load')}
        />
      </Auth>
      <Auth perm={Perm.template.add}>
        <Button onClick={onSave}>{t('template.saveAs')}</Button>
      </Auth>
    </Space>
  );
}
