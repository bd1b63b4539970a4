// @vitest-environment happy-dom
// Icons by name: the header's icons first, the config's others later.
import { act, cleanup, render } from '@testing-library/react';
import { IconCrown, IconEye } from '@tabler/icons-react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigIcon, registerIcons } from '../../../engine/shell/icons';
import { configIconNames, headerIconNames } from '../../../scripts/vite/config-icons';

afterEach(cleanup);

const iconClass = (container: HTMLElement) => container.querySelector('svg')?.getAttribute('class') ?? '';

describe('config icons', () => {
  it('the header set is the roles\' icons only, a subset of every icon the config names', () => {
    const config = {
      roles: [{ icon: 'crown' }, { icon: 'eye' }, { icon: 'crown' }],
      sections: [{ icon: 'chart-line', subSections: [] }],
      plugins: [{ icon: 'truck' }],
    };
    expect(headerIconNames(config)).toEqual(['crown', 'eye']);
    expect(configIconNames(config)).toEqual(['chart-line', 'crown', 'eye', 'truck']);
    expect(headerIconNames({})).toEqual([]);
  });

  it('draws an empty box of the icon\'s size while more icons are on their way, then the icon when they arrive', () => {
    registerIcons({ crown: IconCrown }, { pending: true });
    const { container } = render(
      <>
        <ConfigIcon name="crown" size={18} />
        <ConfigIcon name="eye" size={20} />
      </>,
    );
    const [crown, eye] = Array.from(container.querySelectorAll('svg'));
    expect(crown.getAttribute('class')).toContain('tabler-icon-crown');
    expect(eye.getAttribute('class') ?? '').not.toContain('tabler-icon');
    expect(eye.getAttribute('width')).toBe('20');
    expect(eye.querySelector('path')).toBeNull();

    act(() => registerIcons({ eye: IconEye }));
    expect(container.querySelectorAll('svg')[1].getAttribute('class')).toContain('tabler-icon-eye');
  });

  it('falls back to the file icon for a name no map holds once nothing more is coming', () => {
    registerIcons({}, { pending: false });
    const { container } = render(<ConfigIcon name="no-such-icon" />);
    expect(iconClass(container)).toContain('tabler-icon-file-text');
  });
});
