import { cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { InTurn } from './InTurn';

afterEach(cleanup);

const sections = () => ['Storage', 'Why us', 'Reviews'].map((name) => <h2 key={name}>{name}</h2>);
const headings = () => screen.queryAllByRole('heading').map((heading) => heading.textContent);

describe('InTurn', () => {
  it('draws its children in order, one commit each, until all are shown', async () => {
    const commits: string[][] = [];
    render(
      <Profiler id="sections" onRender={() => commits.push(headings())}>
        <InTurn>{sections()}</InTurn>
      </Profiler>,
    );
    expect(headings()).toEqual(['Storage']);
    await screen.findByRole('heading', { name: 'Reviews' });
    expect(headings()).toEqual(['Storage', 'Why us', 'Reviews']);
    expect(commits).toEqual([['Storage'], ['Storage', 'Why us'], ['Storage', 'Why us', 'Reviews']]);
  });

  it('shows a single child at once', () => {
    render(
      <InTurn>
        <h2>Alone</h2>
      </InTurn>,
    );
    expect(headings()).toEqual(['Alone']);
  });
});
