/** Early placeholder of the Simple admin test screen (issue 7); replaced by the full screen shortly. */
export function Component() {
  return <h1>Simple admin test</h1>;
}
