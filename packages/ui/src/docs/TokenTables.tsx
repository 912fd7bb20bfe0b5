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
import { space, typeScale } from '../tokens';
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
