import type { OperlogRow } from '@ceping/contract';
import { Descriptions, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime, selectDictLabel } from '../../../utils/format.ts';

/** Pretty JSON when the text is JSON, else the text as logged. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const codeStyle = { maxHeight: 220, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** '操作日志详细': the entry with its (masked) parameters and answer, each with a copy action. */
export default function OperlogDetailDialog({ row, operTypes, onClose }: { row: OperlogRow | null; operTypes: readonly DictOption[]; onClose: () => void }) {
  const { t } = useTranslation('monitor');
  const label = (key: string) => t(`operlog.field.${key}`);
  return (
    <Modal open={row !== null} title={t('operlog.detailTitle')} width={820} footer={null} onCancel={onClose} destroyOnHidden>
      {row ? (
        <Descriptions size="small" bordered column={2} labelStyle={{ width: 110 }}>
          <Descriptions.Item label={label('title')}>{row.title}</Descriptions.Item>
          <Descriptions.Item label={label('businessType')}>{selectDictLabel(operTypes, String(row.businessType))}</Descriptions.Item>
          <Descriptions.Item label={label('operName')}>{row.operName}</Descriptions.Item>
          <Descriptions.Item label={label('operIp')}>
            {row.operIp} {row.operLocation ? `/ ${row.operLocation}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={label('deptName')}>{row.deptName || '-'}</Descriptions.Item>
          <Descriptions.Item label={label('operTime')}>{parseTime(row.operTime)}</Descriptions.Item>
          <Descriptions.Item label={label('operUrl')} span={2}>
            {row.requestMethod} {row.operUrl}
          </Descriptions.Item>
          <Descriptions.Item label={label('method')} span={2}>
            {row.method}
          </Descriptions.Item>
          <Descriptions.Item label={label('operParam')} span={2}>
            <Typography.Paragraph copyable={{ text: row.operParam }} style={{ margin: 0 }}>
              <pre style={codeStyle} data-testid="oper-param">
                {pretty(row.operParam) || '-'}
              </pre>
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={label('jsonResult')} span={2}>
            <Typography.Paragraph copyable={{ text: row.jsonResult }} style={{ margin: 0 }}>
              <pre style={codeStyle}>{pretty(row.jsonResult) || '-'}</pre>
            </Typography.Paragraph>
          </Descriptions.Item>
          <Descriptions.Item label={label('status')}>
            {row.status === 0 ? <Tag color="success">{t('operlog.ok')}</Tag> : <Tag color="error">{t('operlog.failed')}</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label={label('costTime')}>{t('operlog.ms', { n: row.costTime })}</Descriptions.Item>
          {row.status !== 0 ? (
            <Descriptions.Item label={label('errorMsg')} span={2}>
              <Typography.Text type="danger">{row.errorMsg}</Typography.Text>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
