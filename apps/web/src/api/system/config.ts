import { configEndpoints } from '@ceping/contract';
import { call } from '../endpoint.ts';
import type { RequestOptions } from '../request.ts';

/** The initial password offered when an administrator adds a user. */
export const INIT_PASSWORD_KEY = 'sys.user.initPassword';

/** `GET /system/config/configKey/{configKey}`: one parameter's value, answered in `msg` (RuoYi's shape). */
export const getConfigKey = (configKey: string, opts?: Omit<RequestOptions, 'params'>) => call(configEndpoints.configKey, { params: { configKey } }, opts);
