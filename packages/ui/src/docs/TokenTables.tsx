/**
 * Tables for the Tokens docs page. Each theme renders inside its own UiProvider, so the swatches
 * show the contract's values exactly as components see them.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Box } from '../components/Box';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { UiProvider } from '../provider';
import { vars } from '../themes/contract.css';
import { darkTokens, lightTokens, type ThemeTokens } from '../themes/themeTokens';
import { fontFamily, fontWeight, layout, radius, space, typeScale } from '../tokens';
import { tones, type ThemeName } from '../vocabulary';

const surfaceColors = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceHover',
  'border',
  'borderStrong',
  'text',
  'textMuted',
  'focusRing',
  'overlay',
] as const;

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
};

function Swatch({ color, name, value }: { color: string; name: string; value: string }) {
  return (
    <Stack space="xxsmall">
      <div
        style={{ height: 40, borderRadius: 6, background: color, border: `1px solid ${vars.color.border}` }}
      />
      <Text size="small" weight="medium">
        {name}
      </Text>
      <Text size="small" tone="muted">
        {value}
      </Text>
    </Stack>
  );
}

function Pair({
  background,
  foreground,
  label,
}: {
  background: string;
  foreground: string;
  label: ReactNode;
}) {
  return (
    <div style={{ background, color: foreground, padding: '6px 10px', borderRadius: 6, fontSize: 13 }}>
      {label}
    </div>
  );
}

function ThemeColors({ theme, tokens }: { theme: ThemeName; tokens: ThemeTokens }) {
  return (
    <UiProvider theme={theme}>
      <Box padding="large">
        <Stack space="large">
          <Heading level={3} as="h3">
            {theme === 'light' ? 'Light' : 'Dark'}
          </Heading>
          <div style={grid}>
            {surfaceColors.map((name) => (
              <Swatch key={name} name={name} color={vars.color[name]} value={tokens.color[name]} />
            ))}
          </div>
          <Stack space="small">
            {tones.map((tone) => (
              <div
                key={tone}
                style={{
                  display: 'grid',
                  gridTemplateColumns: '90px repeat(3, 1fr)',
                  gap: 8,
                  alignItems: 'center',
                }}
              >
                <Text size="small" weight="medium">
                  {tone}
                </Text>
                <Pair
                  background={vars.color.tone[tone].solid}
                  foreground={vars.color.tone[tone].onSolid}
                  label={`solid ${tokens.color.tone[tone].solid}`}
                />
                <Pair
                  background={vars.color.tone[tone].soft}
                  foreground={vars.color.tone[tone].onSoft}
                  label={`soft ${tokens.color.tone[tone].soft}`}
                />
                <Pair
                  background={vars.color.surface}
                  foreground={vars.color.tone[tone].text}
                  label={`text ${tokens.color.tone[tone].text}`}
                />
              </div>
            ))}
          </Stack>
        </Stack>
      </Box>
    </UiProvider>
  );
}

export function ColorTokens() {
  return (
    <Stack space="medium">
      <ThemeColors theme="light" tokens={lightTokens} />
      <ThemeColors theme="dark" tokens={darkTokens} />
    </Stack>
  );
}

export function TypeScale() {
  return (
    <UiProvider>
      <Box padding="large">
        <Stack space="medium">
          {Object.entries(typeScale).map(([name, step]) => (
            <div
              key={name}
              style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 16, alignItems: 'baseline' }}
            >
              <Text size="small" tone="muted">
                {name} · {step.fontSize}/{step.lineHeight}
              </Text>
              <span style={{ fontSize: step.fontSize, lineHeight: `${step.lineHeight}px` }}>
                创作者服务平台 Creator Console
              </span>
            </div>
          ))}
        </Stack>
      </Box>
    </UiProvider>
  );
}

export function SpaceScale() {
  return (
    <UiProvider>
      <Box padding="large">
        <Stack space="small">
          {Object.entries(space).map(([name, px]) => (
            <div
              key={name}
              style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 16, alignItems: 'center' }}
            >
              <Text size="small" tone="muted">
                {name} · {px}px
              </Text>
              <div
                style={{ width: px, height: 12, background: vars.color.tone.accent.solid, borderRadius: 2 }}
              />
            </div>
          ))}
        </Stack>
      </Box>
    </UiProvider>
  );
}

export function FontTokens() {
  return (
    <UiProvider>
      <Box padding="large">
        <Stack space="medium">
          {Object.entries(fontWeight).map(([name, weight]) => (
            <div
              key={name}
              style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 16, alignItems: 'baseline' }}
            >
              <Text size="small" tone="muted">
                weight.{name} · {weight}
              </Text>
              <span style={{ fontWeight: vars.font.weight[name as keyof typeof fontWeight] }}>
                审核通过 Approved 1234567890
              </span>
            </div>
          ))}
          {Object.entries(fontFamily).map(([name, family]) => (
            <div
              key={name}
              style={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 16, alignItems: 'baseline' }}
            >
              <Text size="small" tone="muted">
                family.{name}
              </Text>
              <Stack space="xxsmall">
                <span style={{ fontFamily: vars.font.family[name as keyof typeof fontFamily] }}>
                  138****0003 · 创作者服务平台
                </span>
                <Text size="small" tone="muted">
                  {family}
                </Text>
              </Stack>
            </div>
          ))}
        </Stack>
      </Box>
    </UiProvider>
  );
}

export function RadiusScale() {
  return (
    <UiProvider>
      <Box padding="large">
        <div style={grid}>
          {Object.entries(radius).map(([name, px]) => (
            <Stack key={name} space="xxsmall">
              <div
                style={{
                  width: 72,
                  height: 48,
                  background: vars.color.tone.accent.soft,
                  border: `2px solid ${vars.color.tone.accent.solid}`,
                  borderRadius: vars.radius[name as keyof typeof radius],
                }}
              />
              <Text size="small" weight="medium">
                {name}
              </Text>
              <Text size="small" tone="muted">
                {px === 9999 ? 'full (pill)' : `${px}px`}
              </Text>
            </Stack>
          ))}
        </div>
      </Box>
    </UiProvider>
  );
}

function ThemeShadows({ theme, tokens }: { theme: ThemeName; tokens: ThemeTokens }) {
  return (
    <UiProvider theme={theme}>
      <Box padding="large" background="background">
        <Stack space="medium">
          <Heading level={3} as="h3">
            {theme === 'light' ? 'Light' : 'Dark'}
          </Heading>
          <div style={grid}>
            {(Object.keys(tokens.shadow) as (keyof ThemeTokens['shadow'])[]).map((name) => (
              <Stack key={name} space="xsmall">
                <div
                  style={{
                    height: 64,
                    borderRadius: 6,
                    background: vars.color.surfaceRaised,
                    boxShadow: vars.shadow[name],
                  }}
                />
                <Text size="small" weight="medium">
                  {name}
                </Text>
                <Text size="small" tone="muted">
                  {tokens.shadow[name]}
                </Text>
              </Stack>
            ))}
          </div>
        </Stack>
      </Box>
    </UiProvider>
  );
}

export function ShadowTokens() {
  return (
    <Stack space="medium">
      <ThemeShadows theme="light" tokens={lightTokens} />
      <ThemeShadows theme="dark" tokens={darkTokens} />
    </Stack>
  );
}

const layoutGroups: { title: string; keys: (keyof typeof layout)[] }[] = [
  {
    title: 'Shell',
    keys: ['sidebarWidth', 'sidebarCollapsedWidth', 'topBarHeight', 'drawerWidth', 'progressHeight'],
  },
  { title: 'Controls', keys: ['controlHeightSmall', 'controlHeightStandard', 'controlHeightLarge'] },
  {
    title: 'Icons and avatars',
    keys: ['iconSmall', 'iconStandard', 'iconLarge', 'avatarSmall', 'avatarStandard', 'avatarLarge'],
  },
  { title: 'Overlays', keys: ['dialogSmall', 'dialogStandard', 'dialogLarge', 'toastWidth'] },
];

export function LayoutTokens() {
  return (
    <UiProvider>
      <Box padding="large">
        <div style={grid}>
          {layoutGroups.map((group) => (
            <Stack key={group.title} space="xxsmall">
              <Text size="small" weight="strong">
                {group.title}
              </Text>
              {group.keys.map((key) => (
                <Text key={key} size="small" tone="muted">
                  {key} · {layout[key]}px
                </Text>
              ))}
            </Stack>
          ))}
        </div>
      </Box>
    </UiProvider>
  );
}
