ALTER TABLE "n_tier_nodes" ADD COLUMN "network_customers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand: networks computed before the column get their counts now, as
-- n-tier-compute.ts countNetworkCustomers writes them with each computation.
UPDATE "n_tier_nodes" n SET "network_customers" = counted.n
  FROM (SELECT s.organization_id, r.supplier_company_id, count(DISTINCT r.customer_company_id)::int AS n
    FROM company_relations r
    JOIN n_tier_nodes s ON s.company_id = r.supplier_company_id
    JOIN n_tier_nodes c ON c.organization_id = s.organization_id AND c.company_id = r.customer_company_id
    WHERE r.organization_id IS NULL OR r.organization_id = s.organization_id
    GROUP BY 1, 2) counted
  WHERE n.organization_id = counted.organization_id AND n.company_id = counted.supplier_company_id;
