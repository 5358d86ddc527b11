// ATS keyword lists per job family, and the words that map a job title to its family.
// Keywords are ordered by how often job postings of the family ask for them; a keyword is
// "Display name|alias|alias" (aliases in other spellings and in German, Turkish, Spanish and
// French), matched as whole words after folding (case, accents). Titles are folded substrings;
// the longest matching title word decides the family, so "Cloud Engineer" is cloud, not
// engineering.

export interface JobFamily {
  id: string
  titles: readonly string[]
  keywords: readonly string[]
}

export const JOB_FAMILIES: readonly JobFamily[] = [
  {
    id: 'software',
    titles: ['software', 'developer', 'programmer', 'entwickler', 'programmierer', 'gelistirici', 'yazilim', 'frontend', 'front-end', 'backend', 'back-end', 'full stack', 'fullstack', 'web dev', 'mobile dev', 'ios dev', 'android dev', 'desarrollador', 'developpeur', 'ingenieur logiciel', 'coder', 'application engineer'],
    keywords: ['Git|github|gitlab', 'SQL|mysql|postgresql|postgres', 'REST APIs|rest|restful|api|apis', 'Unit testing|unit tests|unit test|birim test|tdd|jest|junit|pytest', 'CI/CD|continuous integration|continuous delivery|surekli teslimat|jenkins|github actions', 'Agile|scrum|kanban', 'Docker|container|containers', 'JavaScript|typescript|js', 'Python', 'Java', 'Cloud|aws|azure|gcp', 'Code review|code reviews|kod incelemesi|code-review', 'Microservices|microservice|mikroservis', 'Linux'],
  },
  {
    id: 'data',
    titles: ['data', 'analytics', 'machine learning', 'ml engineer', 'bi analyst', 'business intelligence', 'statistician', 'veri', 'daten', 'datos', 'donnees', 'ai engineer'],
    keywords: ['SQL', 'Python', 'Data visualization|visualisation|tableau|power bi|powerbi|looker', 'Statistics|statistical|statistik|istatistik', 'Excel', 'ETL|data pipeline|data pipelines|airflow|dbt', 'Machine learning|ml|scikit-learn|tensorflow|pytorch', 'Pandas', 'A/B testing|ab testing|experimentation', 'Data modeling|data modelling|dimensional modeling', 'Dashboards|dashboard', 'Spark|databricks', 'Snowflake|bigquery|redshift|data warehouse'],
  },
  {
    id: 'cloud',
    titles: ['cloud', 'devops', 'site reliability', 'sre', 'platform engineer', 'infrastructure engineer', 'bulut', 'systems engineer', 'system engineer', 'systemadministrator', 'sysadmin', 'system administrator'],
    keywords: ['Terraform|infrastructure as code|iac|pulumi|cloudformation|bicep', 'Kubernetes|k8s|aks|eks|gke|openshift', 'Docker|containers|containerization|podman', 'CI/CD|continuous integration|continuous delivery|jenkins|github actions|gitlab ci|azure devops', 'AWS|azure|gcp|google cloud', 'Linux', 'Python|golang', 'Ansible|puppet|chef', 'Monitoring|prometheus|grafana|datadog|azure monitor|cloudwatch', 'Networking|vpc|vnet|dns|load balancer', 'Git', 'Security|iam|identity'],
  },
  {
    id: 'it-support',
    titles: ['help desk', 'helpdesk', 'it support', 'desktop support', 'service desk', 'it technician', 'technical support', 'it-support', 'bilgi islem', 'destek uzmani'],
    keywords: ['Active Directory', 'Ticketing|servicenow|jira service|zendesk|freshdesk', 'Windows', 'Troubleshooting|troubleshot|fehlerbehebung', 'Office 365|microsoft 365|m365', 'Networking|network|tcp/ip|dns|dhcp', 'Hardware', 'Customer service|kundenservice', 'ITIL', 'Remote support|remote desktop'],
  },
  {
    id: 'security',
    titles: ['security', 'cyber', 'soc analyst', 'penetration', 'pentester', 'informationssicherheit', 'guvenlik', 'siber'],
    keywords: ['SIEM|splunk|sentinel|qradar', 'Incident response', 'Vulnerability management|vulnerability|vulnerabilities', 'Firewalls|firewall', 'ISO 27001|iso27001', 'NIST', 'Penetration testing|pentest|pentesting', 'Threat intelligence|threat hunting', 'IAM|identity and access', 'Cloud security', 'Python', 'Risk assessment|risk assessments'],
  },
  {
    id: 'nursing',
    titles: ['nurse', 'nursing', 'rn', 'krankenpfleger', 'krankenschwester', 'pflegefachkraft', 'gesundheits- und krankenpfleger', 'pflege', 'hemsire', 'enfermer', 'infirmier', 'infirmiere', 'midwife', 'hebamme', 'ebe'],
    keywords: ['Patient care|patientenversorgung|hasta bakimi|patient|patients', 'Medication administration|medication|medications|medikamente|ilac|ilac uygulama', 'BLS|basic life support|temel yasam destegi|basic life support (bls)', 'ACLS|advanced cardiac life support|ileri yasam destegi', 'EHR|emr|epic|cerner|electronic health record', 'Patient assessment|assessment|assessments', 'Care planning|care plan|care plans|pflegeplanung', 'Vital signs|vitals|vital bulgular|vitalzeichen', 'Infection control|hygiene|hygienemanagement|enfeksiyon kontrolu|enfeksiyon', 'Wound care|wundversorgung|yara bakimi', 'Patient education|hasta egitimi|patientenberatung', 'Triage|triyaj'],
  },
  {
    id: 'healthcare',
    titles: ['medical assistant', 'physician', 'doctor', 'arzt', 'arztin', 'doktor', 'pharmacist', 'apotheker', 'eczaci', 'therapist', 'therapeut', 'caregiver', 'care assistant', 'dental', 'zahn', 'paramedic', 'radiographer', 'lab technician', 'laborant'],
    keywords: ['Patient care|patient|patients|hasta', 'EHR|emr|electronic health record|epic', 'HIPAA|gdpr|dsgvo|data protection', 'Medical terminology', 'Scheduling|appointments|termine', 'Infection control|hygiene', 'CPR|bls|first aid|erste hilfe', 'Documentation|dokumentation'],
  },
  {
    id: 'teaching',
    titles: ['teacher', 'teaching', 'lehrer', 'lehrerin', 'ogretmen', 'educator', 'tutor', 'instructor', 'lecturer', 'professor', 'dozent', 'profesor', 'enseignant', 'kindergarten', 'erzieher', 'preschool', 'school'],
    keywords: ['Lesson planning|lesson plans|unterrichtsplanung|ders plani', 'Classroom management|klassenfuhrung|sinif yonetimi', 'Curriculum|lehrplan|mufredat', 'Differentiated instruction|differentiation|differenzierung', 'Assessment|assessments|grading|bewertung|olcme', 'Student engagement|engagement', 'Parent communication|parents|eltern|veli', 'Special education|inklusion|kaynastirma', 'Educational technology|google classroom|smartboard|moodle|lms', 'Behavior management|behaviour management'],
  },
  {
    id: 'sales',
    titles: ['sales', 'account executive', 'account manager', 'business development', 'vertrieb', 'verkauf', 'satis', 'ventas', 'commercial', 'key account', 'bdr', 'sdr'],
    keywords: ['CRM|salesforce|hubspot|pipedrive', 'Pipeline management|pipeline', 'Quota|quotas|target|targets|umsatzziel|hedef', 'Negotiation|negotiated|verhandlung|muzakere', 'Lead generation|prospecting|leads', 'Account management|key account', 'B2B', 'Closing|closed deals|deals', 'Forecasting|forecast', 'Cold calling|cold calls|kaltakquise', 'Revenue growth|revenue|umsatz|ciro'],
  },
  {
    id: 'marketing',
    titles: ['marketing', 'brand', 'content', 'social media', 'seo', 'growth', 'communications', 'pr manager', 'public relations', 'kommunikation', 'pazarlama', 'copywriter'],
    keywords: ['SEO|suchmaschinenoptimierung', 'Google Analytics|analytics|ga4', 'Content marketing|content strategy|content', 'Social media|instagram|linkedin|tiktok', 'Email marketing|newsletter|mailchimp|e-mail marketing', 'Campaign management|campaigns|campaign|kampagnen|kampanya', 'PPC|sem|google ads|paid media|paid social', 'Marketing automation|hubspot|marketo', 'Brand strategy|branding|brand', 'A/B testing|ab testing', 'KPIs|kpi|roi|conversion'],
  },
  {
    id: 'finance',
    titles: ['accountant', 'accounting', 'auditor', 'audit', 'finance', 'financial', 'controller', 'controlling', 'bookkeeper', 'buchhalter', 'buchhaltung', 'steuer', 'tax', 'treasury', 'muhasebe', 'mali', 'denetci', 'finans', 'contable', 'comptable', 'payroll'],
    keywords: ['Financial reporting|reporting|jahresabschluss|raporlama', 'Excel', 'Reconciliation|reconciliations|abstimmung|mutabakat', 'GAAP|us gaap|hgb', 'IFRS|tfrs', 'ERP|sap|oracle|netsuite|datev', 'Budgeting|budget|forecasting|forecast', 'Financial analysis|analysis|analyse|analiz', 'Accounts payable|accounts receivable|kreditoren|debitoren', 'Tax|taxes|steuern|vergi', 'Internal controls|internal control|sox|ics', 'Month-end close|month end|monatsabschluss|closing'],
  },
  {
    id: 'hr',
    titles: ['hr ', 'human resources', 'people operations', 'recruiter', 'recruiting', 'talent acquisition', 'personalreferent', 'personalleiter', 'personalsachbearbeiter', 'insan kaynaklari', 'ik uzmani', 'recursos humanos', 'ressources humaines', 'hr generalist', 'hr manager', 'hr business partner', 'payroll specialist'],
    keywords: ['Recruiting|recruitment|talent acquisition|recruiter|personalbeschaffung|ise alim', 'Onboarding|einarbeitung|oryantasyon', 'Employee relations|mitarbeiterbeziehungen|calisan iliskileri', 'HRIS|workday|bamboohr|sap successfactors|personio', 'Benefits administration|benefits|yan haklar', 'Employment law|labor law|labour law|arbeitsrecht|is hukuku|compliance', 'Performance management|performance reviews|leistungsbeurteilung|performans', 'Payroll|lohnabrechnung|bordro', 'Training and development|training|learning and development|weiterbildung|egitim', 'Employee engagement|engagement', 'Workday', 'Policies|policy|richtlinien'],
  },
  {
    id: 'design',
    titles: ['graphic designer', 'designer', 'design', 'art director', 'illustrator', 'grafik', 'tasarim', 'tasarimci', 'disenador', 'graphiste', 'ux', 'ui', 'product designer', 'visual'],
    keywords: ['Adobe Creative Suite|adobe creative cloud|creative cloud|adobe', 'Photoshop', 'Illustrator', 'InDesign', 'Figma|sketch|adobe xd', 'Typography|typografie|tipografi', 'Branding|brand identity|brand identities|corporate design|marka', 'Layout|layouts', 'Print|print production|druck|baski', 'Portfolio|behance|dribbble', 'Packaging|verpackung|ambalaj', 'Digital design|social media|web design'],
  },
  {
    id: 'mechanical',
    titles: ['mechanical', 'maschinenbau', 'makine', 'mecanique', 'mecanico', 'product design engineer', 'design engineer', 'konstrukteur', 'entwicklungsingenieur'],
    keywords: ['CAD|cad', 'SolidWorks', 'CATIA', 'GD&T|tolerancing|tolerance analysis|toleranzanalyse', 'FEA|ansys|abaqus|finite element|fem', 'DFMEA|fmea|pfmea', 'Prototyping|prototype|prototypes|prototypen', 'Manufacturing|fertigung|uretim|production', 'Root cause analysis|root-cause|8d|ursachenanalyse', 'Design for manufacturing|dfm|dfma', 'Technical drawings|drawings|zeichnungen|teknik resim', 'Project management|projektmanagement'],
  },
  {
    id: 'automotive',
    titles: ['automotive', 'kfz', 'kraftfahrzeug', 'mechatroniker', 'otomotiv', 'vehicle', 'car mechanic', 'auto mechanic'],
    keywords: ['Diagnostics|diagnose|diagnosis|ariza tespit', 'Vehicle electronics|fahrzeugelektronik|electrical systems', 'Maintenance|wartung|bakim|service', 'Repair|reparatur|onarim', 'OBD|obd-ii|diagnostic tools', 'Engine|engines|motor', 'Brakes|bremsen|fren', 'Quality|qualitat|kalite', 'APQP|ppap|iatf 16949', 'CAN bus'],
  },
  {
    id: 'industrial-mechanic',
    titles: ['industriemechaniker', 'industrial mechanic', 'maintenance technician', 'maintenance mechanic', 'instandhaltung', 'millwright', 'bakim teknisyeni', 'mechatronics technician', 'anlagenmechaniker', 'zerspanungsmechaniker', 'cnc', 'machinist'],
    keywords: ['Instandhaltung|maintenance|bakim', 'Wartung|preventive maintenance|servicing', 'Hydraulik|hydraulics|hydraulic|hidrolik', 'Pneumatik|pneumatics|pneumatic|pnomatik', 'SPS|plc|siemens s7|s7', 'Fehlersuche|troubleshooting|ariza', 'Montage|assembly|assembling|montaj', 'Schweißen|welding|kaynak', 'CNC|drehen|fräsen|turning|milling', 'Technische Zeichnungen|zeichnung|technical drawings|teknik resim', 'Arbeitssicherheit|occupational safety|is guvenligi|safety'],
  },
  {
    id: 'electrical',
    titles: ['electrical', 'electrician', 'elektriker', 'elektroniker', 'elektro', 'elektrik', 'electronics', 'elektronik', 'electricien', 'electricista'],
    keywords: ['Circuit design|schematics|schaltplane|devre', 'PLC|sps|siemens s7', 'AutoCAD Electrical|eplan|autocad', 'Power systems|power distribution|energieverteilung', 'Troubleshooting|fehlersuche|ariza', 'Wiring|verdrahtung|kablolama', 'NEC|vde|iec', 'Testing|prufung|test', 'Low voltage|high voltage|niederspannung|hochspannung', 'Safety|arbeitssicherheit|is guvenligi'],
  },
  {
    id: 'civil',
    titles: ['civil engineer', 'structural engineer', 'bauingenieur', 'insaat', 'site engineer', 'construction', 'bauleiter', 'architect', 'architekt', 'mimar'],
    keywords: ['AutoCAD', 'Revit|bim', 'Structural analysis|statik', 'Project management|projektmanagement', 'Site supervision|bauleitung|santiye', 'Cost estimation|estimating|kalkulation', 'Health and safety|safety|arbeitssicherheit', 'Building codes|codes|normen', 'Contract management|contracts|vob', 'Scheduling|primavera|ms project'],
  },
  {
    id: 'hospitality',
    titles: ['hotel', 'hospitality', 'chef', 'cook', 'koch', 'asci', 'waiter', 'waitress', 'server', 'bartender', 'barista', 'kellner', 'restaurant', 'front office', 'housekeeping', 'concierge', 'guest', 'catering', 'otel'],
    keywords: ['Guest service|guest satisfaction|gastezufriedenheit|misafir', 'Food safety|haccp|lebensmittelhygiene|gida guvenligi', 'Reservations|reservierungen|rezervasyon|booking', 'POS|cash handling|kasse|kasa', 'Opera PMS|pms|opera', 'Menu|menus|speisekarte', 'Inventory|stock|lager', 'Team leadership|team', 'Upselling|upsell', 'Customer service|kundenservice'],
  },
  {
    id: 'retail',
    titles: ['retail', 'store manager', 'shop', 'cashier', 'sales associate', 'store', 'filialleiter', 'einzelhandel', 'verkaufer', 'magaza', 'kasiyer', 'merchandiser'],
    keywords: ['Merchandising|visual merchandising|warenprasentation', 'Inventory management|inventory|bestand|stok', 'POS|point of sale|kasse|kasa', 'Customer service|kundenservice|musteri hizmetleri', 'Loss prevention|shrink|shrinkage|inventurdifferenzen', 'Sales targets|sales|umsatz|satis', 'Scheduling|labor scheduling|staff scheduling|dienstplan', 'P&L|profit and loss|budget', 'Team leadership|coaching|training|fuhrung', 'KPIs|kpi', 'Cash handling|cash'],
  },
  {
    id: 'admin',
    titles: ['receptionist', 'reception', 'front desk', 'administrative', 'admin assistant', 'office manager', 'office assistant', 'secretary', 'executive assistant', 'personal assistant', 'sekretar', 'empfang', 'burokauf', 'kaufmann fur buromanagement', 'sekreter', 'resepsiyon', 'data entry', 'clerk'],
    keywords: ['Microsoft Office|ms office|office 365|word|excel|outlook', 'Scheduling|calendar management|appointments|bookings|termine|randevu', 'Customer service|kundenservice', 'Multi-line phone|switchboard|phones|calls|telefon', 'Data entry|dateneingabe|veri girisi', 'Filing|records|ablage|dosyalama', 'Correspondence|korrespondenz|yazisma', 'Travel arrangements|travel|reiseplanung', 'Invoicing|invoices|rechnungen|fatura', 'Visitor management|greeting|guests|besucher'],
  },
  {
    id: 'supply-chain',
    titles: ['procurement', 'purchasing', 'buyer', 'supply chain', 'einkauf', 'einkaufer', 'satin alma', 'tedarik', 'sourcing', 'logistics', 'logistik', 'lojistik', 'planner', 'dispatcher', 'disponent'],
    keywords: ['Procurement|purchasing|einkauf|satin alma', 'Supplier management|vendor management|lieferantenmanagement|tedarikci', 'Negotiation|verhandlung|muzakere', 'ERP|sap|oracle', 'Inventory management|inventory|bestand|stok', 'Forecasting|demand planning|bedarfsplanung', 'Cost reduction|cost savings|kostensenkung|maliyet', 'Logistics|logistik|lojistik', 'Contract management|contracts|vertrage|sozlesme', 'Sourcing|strategic sourcing', 'Excel'],
  },
  {
    id: 'warehouse',
    titles: ['warehouse', 'picker', 'packer', 'forklift', 'lager', 'lagerist', 'fachkraft fur lagerlogistik', 'depo', 'stock associate', 'material handler', 'shipping', 'receiving'],
    keywords: ['Order picking|picking|pick|kommissionierung|siparis toplama', 'Packing|pack|verpackung|paketleme', 'Forklift|forklift certified|stapler|staplerschein|forklift license', 'Inventory|inventur|stok sayimi', 'Shipping and receiving|shipping|receiving|wareneingang|warenausgang', 'RF scanner|scanner|handscanner', 'WMS|warehouse management system|sap', 'Safety|osha|arbeitssicherheit|is guvenligi', 'Loading|unloading|load|verladung', 'Quality control|quality|qualitat'],
  },
  {
    id: 'legal',
    titles: ['lawyer', 'attorney', 'legal', 'paralegal', 'counsel', 'jurist', 'rechtsanwalt', 'avukat', 'hukuk', 'abogado', 'avocat', 'notary', 'compliance'],
    keywords: ['Legal research|research|recherche', 'Contract drafting|contracts|drafting|vertrage|sozlesme', 'Litigation|prozess|dava', 'Compliance', 'Due diligence', 'Negotiation|verhandlung', 'Case management|case files|akten', 'Corporate law|gesellschaftsrecht|sirketler hukuku', 'GDPR|dsgvo|kvkk|data protection', 'Legal writing|briefs|schriftsatze|dilekce'],
  },
  {
    id: 'customer-service',
    titles: ['customer service', 'customer support', 'customer success', 'call center', 'contact center', 'support agent', 'kundenservice', 'kundenbetreuer', 'musteri hizmetleri', 'musteri temsilcisi', 'atencion al cliente', 'service client'],
    keywords: ['Customer service|customer support|kundenservice|musteri hizmetleri', 'CRM|salesforce|hubspot', 'Ticketing|zendesk|freshdesk|servicenow', 'Complaint resolution|complaints|beschwerden|sikayet', 'Call handling|calls|inbound|outbound|telefon', 'Customer satisfaction|csat|nps', 'Problem solving|troubleshooting', 'Live chat|chat|email support', 'Upselling|cross-selling', 'Communication|kommunikation|iletisim'],
  },
  {
    id: 'project-management',
    titles: ['project manager', 'program manager', 'programme manager', 'project coordinator', 'scrum master', 'projektmanager', 'projektleiter', 'proje yoneticisi', 'pmo', 'delivery manager', 'product owner', 'product manager'],
    keywords: ['Project planning|planning|projektplanung|planlama', 'Stakeholder management|stakeholders|stakeholder|paydas', 'Risk management|risks|risikomanagement|risk yonetimi', 'Budget management|budget|budgets|butce', 'Agile|scrum|kanban', 'PMP|prince2|ipma', 'Jira|ms project|asana|smartsheet', 'Scheduling|timelines|milestones|zeitplan', 'Reporting|status reports|berichte|raporlama', 'Resource planning|resources|ressourcen', 'Change management'],
  },
  {
    id: 'business-analysis',
    titles: ['business analyst', 'systems analyst', 'process analyst', 'business analysis', 'is analisti', 'is analist', 'businessanalyst', 'analista de negocio'],
    keywords: ['Requirements gathering|requirements elicitation|requirements|anforderungen|gereksinim', 'User stories|user story', 'Process mapping|process map|bpmn|prozessmodellierung', 'SQL', 'Stakeholder management|stakeholders|stakeholder', 'UAT|user acceptance testing|acceptance testing', 'Jira', 'Confluence', 'Visio|lucidchart', 'Agile|scrum', 'Data analysis|analysis', 'Gap analysis'],
  },
]

/** Every keyword term and alias, folded later by the caller (for the typo allow-list). */
export function allKeywordTerms(): string[] {
  return JOB_FAMILIES.flatMap((family) => family.keywords.flatMap((keyword) => keyword.split('|')))
    .flatMap((term) => term.split(/\s+/))
    .filter((term) => term.length > 1)
}
