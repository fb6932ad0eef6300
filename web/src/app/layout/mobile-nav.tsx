import { Menu } from '../../components/ui/icons/menu';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';

const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileNavDrawer }));

/**
 * Mobile navigation (docs/product/site.md#pages): a menu button (below the large breakpoint) that
 * opens a 20rem drawer from the right. The drawer's code loads when it is first wanted (the
 * button is hovered, focused or pressed), keeping it out of the page's initial JavaScript.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const prefetch = () => {
    void loadDrawer();
  };
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
