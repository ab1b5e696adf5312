import {
  type ComplaintDetail,
  COMPLAINT_REPLY_STATES,
  complaintEndpoints,
  complaintNoteSchema,
  complaintReplySchema,
  MAX_COMPLAINT_PICS,
  Perm,
} from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Empty, Form, Input, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { endpointKey } from '../../../api/endpoint.ts';
import DictTag from '../../../components/DictTag.tsx';
import ImagePreview from '../../../components/ImagePreview.tsx';
import ImageUpload from '../../../components/ImageUpload.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import ReasonDialog from '../../../components/ReasonDialog.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useDict } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import { useZodRule } from '../../../utils/zodRule.ts';
import { confirmComplaint, getComplaint, rejectComplaint, reopenComplaint, replyComplaint, takeComplaint } from '../api.ts';
import ResolveDialog from './ResolveDialog.tsx';

const reasonSchema = z.object({ reason: complaintNoteSchema.shape.note });
type Side = 'staff' | 'seller';

/** One complaint: what it is about, its thread, a reply box and the steps the viewer's side may take. */
export default function ComplaintDrawer({ id, side, onClose, onChanged }: { id: number | null; side: Side; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation(['complaint', 'common']);
  const { message, modal } = App.useApp();
  const auth = useAuth();
  const dict = useDict('complaint_type', 'complaint_status');
  const rule = useZodRule(complaintReplySchema);
  const [form] = Form.useForm<{ content?: string; images?: string }>();
  const [sending, setSending] = useState(false);
  const [dialog, setDialog] = useState<'resolve' | 'reject' | 'reopen' | null>(null);
  const detail = useQuery({
    queryKey: endpointKey(complaintEndpoints.get, { params: { id: id ?? 0 } }),
    queryFn: async () => (await getComplaint(id as number)).data,
    enabled: id !== null,
    staleTime: 0,
  });
  const c: ComplaintDetail | undefined = detail.data;
  const changed = () => {
    void detail.refetch();
    onChanged();
  };
  const run = async (action: () => Promise<{ msg: string }>) => {
    try {
      message.success((await action()).msg);
      changed();
    } catch {
      // shown by the request client
    }
  };

  const send = async (v: { content?: string; images?: string }) => {
    if (!c) return;
    setSending(true);
    try {
      await replyComplaint(c.complaintId, { content: v.content ?? '', images: v.images ?? '' });
      form.resetFields();
      changed();
    } catch {
      // shown by the request client; the text stays
    } finally {
      setSending(false);
    }
  };

  const open = c ? ['0', '1'].includes(c.status) : false;
  const decided = c ? ['2', '3'].includes(c.status) : false;
  const canReopen = decided && c?.reopenUntil !== null && c?.reopenUntil !== undefined;
  const actions = c ? (
    <Space wrap>
      {side === 'staff' && c.status === '0' && auth.hasPermi(Perm.complaint.handle) ? (
        <Button type="primary" onClick={() => void run(() => takeComplaint(c.complaintId))}>
          {t('action.take')}
        </Button>
      ) : null}
      {side === 'staff' && open && auth.hasPermi(Perm.complaint.handle) ? (
        <>
          <Button type="primary" onClick={() => setDialog('resolve')}>
            {t('action.resolve')}
          </Button>
          <Button danger onClick={() => setDialog('reject')}>
            {t('action.reject')}
          </Button>
        </>
      ) : null}
      {side === 'seller' && decided && auth.hasPermi(Perm.complaint.confirm) ? (
        <>
          <Button
            type="primary"
            onClick={() =>
              modal.confirm({
                title: t('action.confirm'),
                content: t('confirmClose'),
                okText: t('common:actions.confirm'),
                cancelText: t('common:actions.cancel'),
                onOk: () => run(() => confirmComplaint(c.complaintId)),
              })
            }
          >
            {t('action.confirm')}
          </Button>
          {canReopen ? <Button onClick={() => setDialog('reopen')}>{t('action.reopen')}</Button> : null}
        </>
      ) : null}
    </Space>
  ) : null;

  return (
    <Drawer
      open={id !== null}
      size={720}
      title={c ? t('detail.title', { no: c.complaintNo }) : t('detail.loading')}
      onClose={onClose}
      extra={actions}
      destroyOnHidden
    >
      {c ? (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('field.complaintNo')}>{c.complaintNo}</Descriptions.Item>
            <Descriptions.Item label={t('field.status')}>
              <DictTag options={dict.complaint_status} value={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.complaintType')}>
              <DictTag options={dict.complaint_type} value={c.complaintType} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.userName')}>
              {c.userName}
              {c.nickName ? ` (${c.nickName})` : ''}
            </Descriptions.Item>
            {c.statementId ? (
              <Descriptions.Item label={t('field.statementNo')} span={2}>
                {c.statementNo}
              </Descriptions.Item>
            ) : (
              <>
                <Descriptions.Item label={t('field.orderNo')}>{c.orderId ? c.orderNo || `#${c.orderId}` : '-'}</Descriptions.Item>
                <Descriptions.Item label={t('field.taskNo')}>{c.taskNo || '-'}</Descriptions.Item>
              </>
            )}
            <Descriptions.Item label={t('field.createTime')}>{parseTime(c.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('field.handleBy')}>{c.handleBy || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('field.compensation')}>
              <MoneyText value={c.compensation} />
            </Descriptions.Item>
            <Descriptions.Item label={t('field.reopenUntil')}>{c.reopenUntil ? parseTime(c.reopenUntil) : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('field.content')} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{c.content}</Typography.Paragraph>
              {c.images ? <ImagePreview src={c.images} width={64} height={64} /> : null}
            </Descriptions.Item>
            {c.result ? (
              <Descriptions.Item label={t('field.result')} span={2}>
                {c.result}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('detail.thread')}
          </Typography.Title>
          {c.replies.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noReplies')} />
          ) : (
            <Timeline
              items={c.replies.map((r) => ({
                key: r.replyId,
                color: r.staff ? 'blue' : 'green',
                content: (
                  <div data-testid="complaint-reply">
                    <Space size={8}>
                      <Tag color={r.staff ? 'blue' : 'green'}>{r.staff ? t('side.staff') : t('side.seller')}</Tag>
                      <Typography.Text strong>{r.userName || t('side.system')}</Typography.Text>
                      {r.kind !== 'reply' ? <Tag>{t(`kind.${r.kind}`)}</Tag> : null}
                      <Typography.Text type="secondary">{parseTime(r.createTime)}</Typography.Text>
                    </Space>
                    {r.content ? <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{r.content}</div> : null}
                    {r.images ? <ImagePreview src={r.images} width={48} height={48} /> : null}
                  </div>
                ),
              }))}
            />
          )}
          {(COMPLAINT_REPLY_STATES as readonly string[]).includes(c.status) && auth.hasPermi(Perm.complaint.reply) ? (
            <Form form={form} name="complaint-reply" layout="vertical" onFinish={(v) => void send(v)}>
              <Form.Item name="content" label={t('detail.reply')} rules={[rule('content', t('detail.reply'))]}>
                <Input.TextArea rows={3} maxLength={1000} showCount />
              </Form.Item>
              <Form.Item name="images">
                <ImageUpload limit={MAX_COMPLAINT_PICS} isShowTip={false} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={sending}>
                {t('detail.send')}
              </Button>
            </Form>
          ) : null}
        </>
      ) : null}
      <ResolveDialog
        complaint={dialog === 'resolve' ? (c ?? null) : null}
        admin={auth.hasRole('admin')}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          changed();
        }}
      />
      <ReasonDialog
        open={dialog === 'reject' || dialog === 'reopen'}
        name={`complaint-${dialog ?? 'note'}`}
        title={dialog === 'reopen' ? t('action.reopen') : t('action.reject')}
        label={dialog === 'reopen' ? t('reopen.reason') : t('reject.reason')}
        placeholder={dialog === 'reopen' ? t('reopen.placeholder') : t('reject.placeholder')}
        schema={reasonSchema}
        submit={(note) => (dialog === 'reopen' ? reopenComplaint(c?.complaintId ?? 0, note) : rejectComplaint(c?.complaintId ?? 0, note))}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          changed();
        }}
      />
    </Drawer>
  );
}
