const countFormat = new Intl.NumberFormat("en-US");

export function companiesLabel(count: number): string {
  return count === 1 ? "1 company" : `${countFormat.format(count)} companies`;
}

export function subPortfoliosLabel(count: number): string {
  return count === 1 ? "1 sub-portfolio" : `${countFormat.format(count)} sub-portfolios`;
}

export function portfoliosLabel(count: number): string {
  return count === 1 ? "1 portfolio" : `${countFormat.format(count)} portfolios`;
}
