import NProgress from 'nprogress';
import { finishRouteProgress, PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_OPTIONS, startProgressOnNavigate, startRouteProgress } from '../progressBar';

let start: jest.SpyInstance;
let done: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  start = jest.spyOn(NProgress, 'start').mockImplementation(() => NProgress);
  done = jest.spyOn(NProgress, 'done').mockImplementation(() => NProgress);
});

afterEach(() => {
  finishRouteProgress();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('progressBar', () => {
  it('does configure nprogress with the spec numbers', () => {
    expect(PROGRESS_BAR_OPTIONS).toEqual({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
    expect(PROGRESS_BAR_DELAY_MS).toBe(200);
    expect(NProgress.settings).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });
    expect(NProgress.settings.template).not.toContain('role=');
  });

  it('does not start the bar before 200 ms', () => {
    startRouteProgress();
    jest.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
  });

  it('does start the bar after 200 ms', () => {
    startRouteProgress();
    jest.advanceTimersByTime(200);
    expect(start).toHaveBeenCalledTimes(1);
    finishRouteProgress();
    expect(done).toHaveBeenCalled();
  });

  it('does never start the bar for a route change finished before 200 ms', () => {
    startRouteProgress();
    jest.advanceTimersByTime(150);
    finishRouteProgress();
    jest.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does render the bar without a spinner when it really starts', () => {
    start.mockRestore();
    done.mockRestore();
    startRouteProgress();
    jest.advanceTimersByTime(PROGRESS_BAR_DELAY_MS);
    expect(document.querySelector('#nprogress .bar')).toBeInTheDocument();
    expect(document.querySelector('#nprogress .spinner')).toBeNull();
    finishRouteProgress();
    jest.runOnlyPendingTimers();
    jest.runOnlyPendingTimers();
    expect(document.querySelector('#nprogress')).toBeNull();
  });

  it('does restart the delay when a second route change begins', () => {
    startRouteProgress();
    jest.advanceTimersByTime(150);
    startRouteProgress();
    jest.advanceTimersByTime(150);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does start the delay when Gatsby starts a client navigation, long before the page data arrives', () => {
    const calls: unknown[][] = [];
    const gatsby = {
      ___navigate: (...args: unknown[]) => calls.push(['navigate', ...args]),
      ___push: (...args: unknown[]) => calls.push(['push', ...args]),
      ___replace: (...args: unknown[]) => calls.push(['replace', ...args]),
    };
    startProgressOnNavigate(gatsby);
    gatsby.___navigate('/en/docs/', { replace: false });
    gatsby.___push('/docs/');
    gatsby.___replace('/docs/api/');
    // Gatsby's own navigation still happens, with the same arguments.
    expect(calls).toEqual([['navigate', '/en/docs/', { replace: false }], ['push', '/docs/'], ['replace', '/docs/api/']]);
    jest.advanceTimersByTime(PROGRESS_BAR_DELAY_MS);
    expect(start).toHaveBeenCalledTimes(1);
    // onRouteUpdate: the new page is there.
    finishRouteProgress();
    expect(done).toHaveBeenCalled();
  });

  it('does wrap Gatsby\'s navigation once, however often it is asked to', () => {
    const navigate = jest.fn();
    const gatsby: { ___navigate?: (...args: unknown[]) => unknown } = { ___navigate: navigate };
    startProgressOnNavigate(gatsby);
    const wrapped = gatsby.___navigate;
    startProgressOnNavigate(gatsby);
    expect(gatsby.___navigate).toBe(wrapped);
    gatsby.___navigate?.('/');
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
