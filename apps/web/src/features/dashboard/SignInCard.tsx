import type { SignInInfo } from '@ceping/contract';
import { CalendarOutlined, CheckOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Skeleton, Statistic, Tooltip, Typography, theme } from 'antd';
import type React from 'react';
import { useTranslation } from 'react-i18next';
import { signInInfoKey, signInToday } from './api.ts';
import { useSignInInfo } from './useSignInInfo.ts';

/** The days of a `yyyy-MM` month, `yyyy-MM-dd`. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

const DOT = 24;

/** This month's days: signed ones filled, today outlined, the rest plain (future ones faded). */
function MonthStrip({ info }: { info: SignInInfo }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const signed = new Set(info.monthDates);
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <CalendarOutlined /> {t('signIn.month', { month: info.month })}
      </Typography.Text>
      <Flex wrap gap={4} style={{ marginTop: 6 }} role="list" aria-label={t('signIn.month', { month: info.month })}>
        {daysOfMonth(info.month).map((day) => {
          const done = signed.has(day);
          const isToday = day === info.today;
          const future = day > info.today;
          const style: React.CSSProperties = {
            width: DOT,
            height: DOT,
            lineHeight: `${DOT - 2}px`,
            borderRadius: '50%',
            textAlign: 'center',
            fontSize: 11,
            fontVariantNumeric: 'tabular-nums',
            border: `1px ${isToday && !done ? 'dashed' : 'solid'} ${done || isToday ? token.colorPrimary : token.colorBorderSecondary}`,
            background: done ? token.colorPrimary : undefined,
            color: done ? token.colorTextLightSolid : future ? token.colorTextQuaternary : token.colorTextSecondary,
          };
          const label = t(done ? 'signIn.signedDay' : 'signIn.missedDay', { date: day });
          return (
            <Tooltip key={day} title={label}>
              <span role="listitem" aria-label={label} data-signed={done || undefined} data-today={isToday || undefined} style={style}>
                {Number(day.slice(8))}
              </span>
            </Tooltip>
          );
        })}
      </Flex>
    </div>
  );
}

/** Daily sign-in: one check-in a day, stored on the server; the streak and this month's days. */
export default function SignInCard({ style }: { style?: React.CSSProperties }) {
  const { t } = useTranslation('dashboard');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = signInInfoKey();
  const info = useSignInInfo();
  const sign = useMutation({
    mutationFn: signInToday,
    onSuccess: (res) => {
      queryClient.setQueryData(key, res.data);
      message.success(res.msg);
    },
    // "Already signed in today" (another tab, a double click) is shown by the request client; show the server's state.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const data = info.data;
  const signed = data?.signedToday === true;

  return (
    <Card
      size="small"
      title={t('signIn.title')}
      style={{ display: 'flex', flexDirection: 'column', ...style }}
      styles={{ body: { flex: 1, display: 'flex', flexDirection: 'column' } }}
    >
      {data ? (
        <Flex vertical gap={12} style={{ flex: 1 }}>
          <Flex align="center" justify="space-between" gap={12} wrap>
            <Flex gap={32}>
              <Statistic title={t('signIn.streak')} value={t('signIn.days', { count: data.streak })} />
              <Statistic title={t('signIn.total')} value={t('signIn.days', { count: data.totalDays })} />
            </Flex>
            <Button
              type="primary"
              size="large"
              icon={signed ? <CheckOutlined /> : undefined}
              disabled={signed || sign.isPending}
              loading={sign.isPending}
              onClick={() => sign.mutate()}
            >
              {signed ? t('signIn.signed') : t('signIn.button')}
            </Button>
          </Flex>
          <MonthStrip info={data} />
          <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 'auto' }}>
            {t('signIn.hint')}
          </Typography.Text>
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
