import { authEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { captchaImage } from '../../api/auth.ts';
import { endpointKey } from '../../api/endpoint.ts';

/**
 * The login/register captcha (`GET /captchaImage`). Once the first answer is in, the captcha is on
 * unless the server says `captchaEnabled: false`: a missing flag or a failed request keeps the field
 * (with a retry in place of the image), so a broken captcha never silently drops the answer the
 * server will ask for. Self-registration is open only when the server says `registerEnabled: true`.
 */
export function useCaptcha() {
  const query = useQuery({ queryKey: endpointKey(authEndpoints.captchaImage), queryFn: captchaImage, staleTime: 0, gcTime: 0, retry: false });
  const data = query.data;
  const known = !query.isPending;
  return {
    /** The first answer (or failure) is in. */
    known,
    enabled: known && data?.captchaEnabled !== false,
    /** The last request failed: its image (if any) is no longer valid. */
    failed: query.isError,
    image: data?.img && !query.isError ? `data:image/png;base64,${data.img}` : undefined,
    uuid: data?.uuid,
    loading: query.isFetching,
    registerEnabled: data?.registerEnabled === true,
    refresh: () => {
      void query.refetch();
    },
  };
}
