import React from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Tabs, { TabItem } from '..';

function Sample() {
  return (
    <Tabs groupId="code">
      <TabItem value="curl" label="cURL">
        curl sample
      </TabItem>
      <TabItem value="python" label="Python">
        python sample
      </TabItem>
      <TabItem value="php" label="PHP">
        php sample
      </TabItem>
    </Tabs>
  );
}

describe('Tabs', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the first tab by default and hides the others', () => {
    render(<Sample />);
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('curl sample')).toBeVisible();
    expect(screen.getByText('python sample')).not.toBeVisible();
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Sample />);
    screen.getByRole('tab', { name: 'cURL' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveFocus();
    expect(screen.getByText('python sample')).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'PHP' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'cURL' })).toHaveFocus();
  });

  it('switches every group on the page together and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <>
        <Sample />
        <Sample />
      </>,
    );
    await user.click(screen.getAllByRole('tab', { name: 'PHP' })[0]);
    for (const tab of screen.getAllByRole('tab', { name: 'PHP' })) expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(window.localStorage.getItem('tesela.tabs.code')).toBe('php');
    unmount();
    render(<Sample />);
    expect(screen.getByRole('tab', { name: 'PHP' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a choice made in another window', () => {
    render(<Sample />);
    act(() => {
      window.localStorage.setItem('tesela.tabs.code', 'python');
      window.dispatchEvent(new StorageEvent('storage', { key: 'tesela.tabs.code' }));
    });
    expect(screen.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  });
});
