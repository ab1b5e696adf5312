import type { LoginBanner } from '@ceping/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BASE_URL } from '../../api/base.ts';
import styles from './loginBanners.module.css';

/** Seconds a banner stays before the next one fades in (paused while pointed at or focused). */
const INTERVAL_MS = 5000;

/** A stored upload path is served under the API prefix. */
const src = (image: string) => (image.startsWith('/profile/') ? `${BASE_URL}${image}` : image);

/**
 * The login page's banners as a small fading carousel: one at a time, the next every few seconds,
 * dots to pick one. Plain markup and CSS, loaded lazily once the page knows there are banners.
 */
export default function LoginBanners({ banners }: { banners: LoginBanner[] }) {
  const { t } = useTranslation('auth');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('login.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {banners.map((b, i) => {
        const shown = i === current;
        const body = (
          <>
            <img className={styles.image} src={src(b.image)} alt={b.title} draggable={false} />
            <span className={styles.caption}>{b.title}</span>
          </>
        );
        return (
          <div
            key={`${i}:${b.image}`}
            className={shown ? `${styles.slide} ${styles.shown}` : styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('login.bannerOf', { n: i + 1, count })}
            aria-hidden={!shown}
          >
            {b.linkUrl ? (
              <a className={styles.link} href={b.linkUrl} target="_blank" rel="noopener noreferrer" tabIndex={shown ? 0 : -1}>
                {body}
              </a>
            ) : (
              body
            )}
          </div>
        );
      })}
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((b, i) => (
            <button
              key={`${i}:${b.image}`}
              type="button"
              className={i === current ? `${styles.dot} ${styles.dotActive}` : styles.dot}
              aria-label={t('login.showBanner', { n: i + 1, title: b.title })}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
