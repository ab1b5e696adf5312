import { type LoginBanner, carouselEndpoints, pickLang } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginBanners } from '../../api/auth.ts';
import { endpointKey } from '../../api/endpoint.ts';

const NONE: LoginBanner[] = [];

/**
 * The banners of the login page (`GET /system/carousel/banners`: the site the address names, titles in
 * the interface language). Asked once the page is up; a failure or an odd answer is no banners.
 */
export function useLoginBanners(): LoginBanner[] {
  const { i18n } = useTranslation();
  const lang = pickLang(i18n.language);
  const query = useQuery({
    queryKey: [...endpointKey(carouselEndpoints.banners), lang],
    queryFn: async () => {
      const data: unknown = (await loginBanners()).data;
      return Array.isArray(data) ? (data as LoginBanner[]).filter((b) => typeof b?.image === 'string' && b.image !== '') : NONE;
    },
    staleTime: 60_000,
    retry: false,
    // The other language's titles stay up while this one's are asked.
    placeholderData: (previous) => previous,
  });
  return query.data ?? NONE;
}
