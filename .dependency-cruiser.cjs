/**
 * Import borders, checked by `npm run lint` (dependency-cruiser). Each workspace adds its own section;
 * `web` below follows docs/ARCHITECTURE.md "Web layers". A rule names the layer that must not be
 * imported; test/fixtures/borders holds one wrong import per rule (apps/web/test/borders.test.ts).
 */

// The web's source, and the fixture that proves the rules (same layout, one planted wrong import each).
const WEB = '^apps/web/(src|test/fixtures/borders)/';

/** `layer` may not import any of `forbidden` (paths under the web source). */
const layer = (name, from, forbidden, comment) => ({
  name: `web-${name}`,
  comment,
  severity: 'error',
  from: { path: `${WEB}(${from})` },
  to: { path: `${WEB}(${forbidden.join('|')})` },
});

const webRules = [
  layer('layout-down', 'layout/', ['app/', 'views/', 'features/'], 'The shell (layout) sits below the router and above the screens: it never imports them.'),
  layer('views-down', 'views/', ['app/', 'layout/'], 'A view is a thin entry per menu component path; it does not import the router or the shell.'),
  layer(
    'features-down',
    'features/',
    ['app/', 'layout/', 'views/'],
    'Features hold screens, widgets, API functions and rules; the router and shell import them, never the reverse.',
  ),
  layer('shared-down', '(components|hooks)/', ['app/', 'layout/', 'views/', 'features/'], 'Shared widgets and hooks know no feature.'),
  layer(
    'stores-down',
    'stores/',
    ['app/', 'layout/', 'views/', 'features/', 'components/', 'hooks/'],
    'Stores hold state; they never import the app layer or anything that renders.',
  ),
  layer('api-down', 'api/', ['app/', 'layout/', 'views/', 'features/', 'components/', 'hooks/', 'stores/'], 'The request client knows no state and no screen.'),
  layer(
    'base-down',
    '(utils|i18n)/',
    ['app/', 'layout/', 'views/', 'features/', 'components/', 'hooks/', 'stores/', 'api/'],
    'utils and i18n are the bottom layer (above the contract).',
  ),
  {
    name: 'web-view-imports-view',
    comment: 'No screen imports another screen: shared parts live in the feature.',
    severity: 'error',
    from: { path: `${WEB}views/` },
    to: { path: `${WEB}views/` },
  },
  {
    name: 'web-feature-insides',
    comment: 'A feature is imported only through its index.ts, by views and by other features.',
    severity: 'error',
    from: { path: `${WEB}(views|features/([^/]+))/` },
    to: { path: `${WEB}features/[^/]+/`, pathNot: [`${WEB}features/[^/]+/index\\.ts$`, `${WEB}features/$3/`] },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...webRules,
    // server: its own rules go here
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
