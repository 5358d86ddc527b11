// Words of working life that hunspell dictionaries lack (tools, methods, jargon). They are never
// reported as typos. Lower case; the job-family keywords are added to this list as well.
export const TECH_TERMS: readonly string[] = `
api apis rest restful graphql grpc json yaml xml csv html css scss sass javascript typescript
nodejs node react reactjs angular vue vuejs svelte nextjs nuxt redux webpack vite babel eslint
jest vitest cypress playwright selenium junit pytest django flask fastapi spring springboot
hibernate kotlin scala golang rust swift objective-c php laravel symfony ruby rails dotnet
csharp sql nosql mysql postgres postgresql sqlite mongodb redis cassandra elasticsearch kibana
logstash kafka rabbitmq grafana prometheus datadog splunk newrelic pagerduty docker kubernetes
k8s helm terraform terragrunt ansible puppet chef vagrant jenkins gitlab github bitbucket git
devops devsecops gitops sre ci cd cicd aws azure gcp ec2 s3 lambda cloudformation cloudwatch
eks aks gke serverless microservice microservices backend frontend fullstack full-stack
middleware runbook runbooks playbook playbooks datacenter datacenters on-premises on-prem
virtualization vmware vsphere vcenter hyper-v citrix xenapp veeam powershell bash linux unix
ubuntu debian centos redhat rhel windows macos ios android saas paas iaas crm erp sap salesforce
hubspot marketo mailchimp zendesk freshdesk servicenow jira confluence trello asana notion
slack figma sketch invision zeplin photoshop illustrator indesign premiere lightroom canva
autocad solidworks catia creo nx ansys abaqus matlab simulink labview minitab teamcenter
windchill plm cad cam cae cnc plc scada hmi fmea dfmea pfmea gd&t ppap apqp kaizen lean
six-sigma kanban scrum agile sprint sprints backlog stakeholder stakeholders onboarding
offboarding upskilling reskilling kpi kpis okr okrs roi b2b b2c ux ui usability wireframe
wireframes wireframing prototyping seo sem ppc cro analytics ga4 looker tableau powerbi
power-bi qlik dbt airflow snowflake databricks spark hadoop hive pandas numpy scipy sklearn
scikit-learn tensorflow pytorch keras mlops llm llms nlp etl elt datasets dataset dashboards
dashboard workday bamboohr greenhouse lever adp paychex gusto hris ats payroll quickbooks
xero netsuite oracle ifrs gaap sox cpa acca cima fp&a ebitda capex opex reconciliations
ehr emr epic cerner telemetry triage phlebotomy bls acls pals cpr hipaa gdpr iso osha haccp
pos inventory merchandising omnichannel e-commerce ecommerce shopify woocommerce magento
wms tms 3pl logistics forklift rf scanner ocr timesheet timesheets
`
  .split(/\s+/)
  .filter((term) => term !== '')
