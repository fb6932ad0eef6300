import { ToolsPage } from '../../features/tools/tools-page';
import { PageMeta } from '../../lib/seo';

/** Route module of /tools (docs/product/site.md#pages). */
export function Component() {
  return (
    <>
      <PageMeta
        title="Free Business Tools"
        description="Free tools for business leaders: the 5-minute Strategic Readiness Assessment with instant results and recommendations, and an Operational Efficiency Calculator coming soon."
        path="/tools"
      />
      <ToolsPage />
    </>
  );
}
