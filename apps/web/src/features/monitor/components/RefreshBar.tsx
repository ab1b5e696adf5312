import { ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const INTERVALS = [0, 5, 10, 30, 60] as const;

/** A refresh button, an auto-refresh interval and when the figures were read. */
export default function RefreshBar(props: { loading: boolean; updatedAt: number; interval: number; onInterval: (s: number) => void; onRefresh: () => void }) {
  const { t } = useTranslation('monitor');
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Button icon={<ReloadOutlined />} loading={props.loading} onClick={props.onRefresh}>
        {t('refresh')}
      </Button>
      <Select
        value={props.interval}
        style={{ width: 170 }}
        onChange={props.onInterval}
        options={INTERVALS.map((s) => ({ value: s, label: s === 0 ? t('autoOff') : t('autoEvery', { n: s }) }))}
        aria-label={t('autoRefresh')}
      />
      {props.updatedAt ? <Typography.Text type="secondary">{t('updatedAt', { time: new Date(props.updatedAt).toLocaleTimeString() })}</Typography.Text> : null}
    </Space>
  );
}
