import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../src/app/Providers.tsx';
import { useSettingsStore } from '../src/stores/settings.ts';

/** A style rule of the button itself, e.g. `:where(.css-x).ant-btn{outline:none;…}`. */
const BUTTON_RULE = /\.ant-btn\{(?!--)/;
const injected = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');

describe('antd styles in the console', () => {
  afterEach(() => {
    for (const s of document.head.querySelectorAll('style')) s.remove();
  });

  it('builds no component styles at run time (the prebuilt sheet has them) but still the theme colour', async () => {
    useSettingsStore.setState({ theme: '#13c2c2' });
    render(
      <Providers>
        <Button type="primary">go</Button>
      </Providers>,
    );
    const button = await screen.findByRole('button', { name: 'go' });
    // unhashed class names, the ones the prebuilt sheet styles
    expect([...button.classList].some((c) => c.startsWith('css-') && !c.startsWith('css-var'))).toBe(false);
    const css = injected();
    // the component's CSS variables are still registered; its rules (a declaration that is not a variable) are not
    expect(css).toContain('.ant-btn{--ant-button');
    expect(css).not.toMatch(BUTTON_RULE);
    expect(css.toLowerCase()).toContain('--ant-color-primary:#13c2c2');
  });

  it('is what makes the difference: the same button with run-time styles injects its rules', async () => {
    render(
      <ConfigProvider>
        <Button type="primary">go</Button>
      </ConfigProvider>,
    );
    await screen.findByRole('button', { name: 'go' });
    expect(injected()).toMatch(BUTTON_RULE);
  });
});
