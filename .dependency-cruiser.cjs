/**
 * Import borders, checked by `npm run lint` (dependency-cruiser). Each workspace adds its own section:
 * `web` follows docs/ARCHITECTURE.md "Web layers", `server` its "Server layout". A rule names what
 * must not be imported; each workspace's test/fixtures/borders holds one wrong import per rule
 * (apps/web/test/borders.test.ts, apps/server/test/unit/borders.test.ts).
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

// The server's source, and the fixture that proves the rules (same layout, one planted wrong import each).
const SRV = '^apps/server/(?:src|test/fixtures/borders)/';
// A domain: modules/<name>/, or modules/system/<name>/ for the system group (user, config, menu, dict).
const DOMAIN = 'modules/(system/[^/]+|[^/]+)/';
const FACE = `${SRV}${DOMAIN}index\\.ts$`;

const serverRules = [
  {
    name: 'server-core-no-domain',
    comment: 'core/ is the plumbing every domain stands on (envelope, errors, sessions, hashing…): it imports no domain, no seed and not the app.',
    severity: 'error',
    from: { path: `${SRV}core/` },
    to: { path: `${SRV}(?:modules/|seed/|app\\.ts$|main\\.ts$)` },
  },
  {
    name: 'server-db-no-domain',
    comment: 'db/ holds the client, the schema and the migrations: it imports no domain and no seed.',
    severity: 'error',
    from: { path: `${SRV}db/` },
    to: { path: `${SRV}(?:modules/|seed/|app\\.ts$|main\\.ts$)` },
  },
  {
    name: 'server-domain-via-face',
    comment: "A domain imports another domain only through that domain's face, its index.ts.",
    severity: 'error',
    from: { path: `${SRV}${DOMAIN}` },
    to: { path: `${SRV}${DOMAIN}`, pathNot: [`${SRV}modules/$1/`, FACE] },
  },
  {
    name: 'server-outside-via-face',
    comment: 'Outside the domains (app, modules/index.ts, the seed) a domain is imported only through its face.',
    severity: 'error',
    from: { path: SRV, pathNot: `${SRV}${DOMAIN}` },
    to: { path: `${SRV}${DOMAIN}`, pathNot: FACE },
  },
  {
    name: 'server-seed-entry-only',
    comment: 'The seed (demo and system rows) is run by the entry point (main.ts) only; nothing else imports it.',
    severity: 'error',
    from: { path: SRV, pathNot: [`${SRV}seed/`, `${SRV}main\\.ts$`] },
    to: { path: `${SRV}seed/` },
  },
  {
    name: 'server-no-cycles',
    comment: 'No import cycles in the server (through faces either: domains depend on each other one way).',
    severity: 'error',
    from: { path: SRV },
    to: { path: SRV, circular: true },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [...webRules, ...serverRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
