import React from 'react';
import { screen } from '@testing-library/react';
import { mdxComponents, tableSummary } from '..';
import { renderWithLocale } from '../../../test-utils/render';

const Table = mdxComponents.table;

/** A table as MDX hands it over: intrinsic elements, inline markup in the cells. */
const fields = (
  <>
    <thead>
      <tr>
        <th>Campo</th>
        <th>
          <code>type</code> y formato
        </th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>amount</td>
        <td>integer</td>
      </tr>
    </tbody>
  </>
);

describe('MDX table', () => {
  it('scrolls in a focusable group named by its columns, not in a landmark', () => {
    const { container } = renderWithLocale(<Table>{fields}</Table>);
    const wrapper = screen.getByRole('group', { name: 'Tabla: Campo, type y formato' });
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(wrapper.querySelector('table')).toBeInTheDocument();
    // No landmark per table: a page with dozens of tables had dozens of regions named "Tabla".
    expect(container.querySelector('[role="region"], section')).toBeNull();
  });

  it('prefers the caption, names English tables in English, and falls back to "Table"', () => {
    renderWithLocale(
      <Table>
        <caption>Response codes</caption>
        {fields}
      </Table>,
      'en',
    );
    expect(screen.getByRole('group', { name: 'Table: Response codes' })).toBeInTheDocument();
    renderWithLocale(
      <Table>
        <tbody>
          <tr>
            <td>1</td>
          </tr>
        </tbody>
      </Table>,
      'en',
    );
    expect(screen.getByRole('group', { name: 'Table' })).toBeInTheDocument();
  });

  it('reads the summary from the header row only', () => {
    expect(tableSummary(fields)).toBe('Campo, type y formato');
    expect(tableSummary(null)).toBe('');
  });
});
