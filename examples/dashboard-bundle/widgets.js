// An example Tierwise dashboard bundle (extension API version 1). See README.md beside it.
// Plain ES module, no build step: serve this folder from an origin your organisation allows.

const portfolioCountQuery = "query ExamplePortfolioCount { portfolios(first: 1) { itemsCount } }";

/** Shows how many active portfolios the viewer can see, read through the portal's API. */
function mountPortfolioCount(element, { settings, size, filters, query }) {
  const frame = document.createElement("div");
  frame.style.cssText = "font: 14px/1.4 system-ui, sans-serif; padding: 4px;";
  const figure = document.createElement("p");
  figure.style.cssText = "font-size: 32px; font-weight: 600; margin: 0;";
  figure.textContent = "…";
  const label = document.createElement("p");
  label.style.margin = "0";
  label.textContent = settings.label || "Portfolios you can see";
  const details = document.createElement("p");
  details.style.cssText = "margin: 4px 0 0; color: #666; font-size: 12px;";
  const scope =
    filters.portfolioIds.length === 0
      ? "all portfolios"
      : `${filters.portfolioIds.length} portfolios`;
  details.textContent = `${filters.from.slice(0, 10)} to ${filters.to.slice(0, 10)}, ${scope}, ${size.width}×${size.height} px`;
  frame.append(figure, label, details);
  element.append(frame);

  let mounted = true;
  query(portfolioCountQuery)
    .then((data) => {
      if (mounted) figure.textContent = String(data.portfolios.itemsCount);
    })
    .catch((error) => {
      if (mounted) figure.textContent = `Could not load: ${error.message}`;
    });
  return () => {
    mounted = false;
  };
}

/** The portal calls this once with the widget API; register every widget of the bundle here. */
export default function register(api) {
  if (api.version !== 1)
    throw new Error(`This bundle speaks widget API version 1, not ${api.version}.`);
  api.registerWidget({
    type: "example.portfolio-count",
    title: "Portfolio count (example bundle)",
    defaultSize: { w: 3, h: 2 },
    mount: mountPortfolioCount,
  });
}
