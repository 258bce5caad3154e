import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_LEAVE_MESSAGE, navigateTo, registerNavigator } from './navigation';

describe('navigateTo', () => {
  afterEach(() => vi.restoreAllMocks());

  it('routes in the page itself when the page is not framed', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    navigateTo('/maintenance');
    expect(navigate).toHaveBeenCalledWith('/maintenance', { replace: false });
  });

  it('hands the navigation to our own parent page when framed, and does not route inside the frame', () => {
    const navigate = vi.fn();
    registerNavigator(navigate);
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    navigateTo('/maintenance');
    expect(navigate).not.toHaveBeenCalled();
    expect(postMessage).toHaveBeenCalledWith({ ...FRAME_LEAVE_MESSAGE, to: '/maintenance' }, window.location.origin);
  });
});
