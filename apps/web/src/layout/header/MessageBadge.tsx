import { MailOutlined } from '@ant-design/icons';
import { Perm, messageEndpoints } from '@ceping/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { resourceKey } from '../../api/endpoint.ts';
import { messageUnreadCount, messageUnreadKey } from '../../api/system/message.ts';
import { useAuth } from '../../hooks/useAuth.ts';
import { useMenuPath } from '../../hooks/useMenuPath.ts';
import { useUserStore } from '../../stores/user.ts';

const SELLER_ROLES = ['common', 'zi'];
/** The messages screen's menu component, and the fixed route for a user whose menu lacks it. */
const MESSAGES_VIEW = 'user/message/index';
const MESSAGES_FALLBACK = '/seller/message';
/** How often the count is asked again while the page stays open (also on focus, on navigation, after money moved). */
const REFRESH_MS = 60_000;

/**
 * A seller's unread messages beside the notice bell: an envelope with the count, read again on every
 * navigation, on window focus and after money moved (api/money.ts); a click opens the messages page.
 */
export default function MessageBadge() {
  const { t } = useTranslation('layout');
  const seller = useUserStore((s) => s.roles.some((r) => SELLER_ROLES.includes(r)));
  const allowed = useAuth().hasPermi(Perm.message.list) && seller;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const menuPath = useMenuPath();
  const { pathname } = useLocation();
  const unread = useQuery({
    queryKey: messageUnreadKey,
    queryFn: messageUnreadCount,
    enabled: allowed,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again whenever the page changes
  useEffect(() => {
    if (allowed) void queryClient.invalidateQueries({ queryKey: messageUnreadKey });
  }, [pathname, allowed, queryClient]);

  if (!allowed) return null;
  const count = unread.data?.data ?? 0;
  const label = count > 0 ? t('navbar.messagesUnread', { count }) : t('navbar.messages');
  const open = () => {
    void queryClient.invalidateQueries({ queryKey: resourceKey(messageEndpoints.list) });
    navigate(menuPath(MESSAGES_VIEW, MESSAGES_FALLBACK));
  };
  return (
    <Tooltip title={label} placement="bottom">
      <button type="button" className="right-menu-item message-badge" aria-label={label} data-testid="message-badge" onClick={open}>
        <Badge count={count} size="small" overflowCount={99} offset={[2, -2]}>
          <MailOutlined style={{ fontSize: 17, color: '#5a5e66' }} />
        </Badge>
      </button>
    </Tooltip>
  );
}
