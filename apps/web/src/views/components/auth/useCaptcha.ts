import { useQuery } from '@tanstack/react-query';
import { captchaImage } from '../../../api/auth.ts';

/** The login/register captcha; `enabled` is true unless the server says otherwise. */
export function useCaptcha() {
  const query = useQuery({ queryKey: ['captchaImage'], queryFn: captchaImage, staleTime: 0, gcTime: 0 });
  const data = query.data;
  return {
    enabled: data ? data.captchaEnabled !== false : false,
    image: data?.img ? `data:image/png;base64,${data.img}` : undefined,
    uuid: data?.uuid,
    loading: query.isFetching,
    refresh: () => {
      void query.refetch();
    },
  };
}
