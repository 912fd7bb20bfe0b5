import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { Text } from './Text';

describe('Text', () => {
  it('renders a span by default and the element asked for', () => {
    renderUi(
      <>
        <Text>默认</Text>
        <Text as="p" tone="critical" weight="strong">
          段落
        </Text>
      </>,
    );
    expect(screen.getByText('默认').tagName).toBe('SPAN');
    expect(screen.getByText('段落').tagName).toBe('P');
    expect(screen.getByText('段落').className).not.toBe(screen.getByText('默认').className);
  });
});
