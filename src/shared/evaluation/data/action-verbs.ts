// English action verbs a resume bullet should start with (base and past forms are both accepted:
// "Lead" for a current role, "Led" for a past one).
export const ACTION_VERBS: readonly string[] = `
accelerate achieve acquire adapt address administer advise advocate align analyse analyze answer
apply appraise approve architect arrange assemble assess audit author automate balance boost
brief budget build calculate campaign capture catalogue champion chair clarify close coach
collaborate collect compile complete compose compute conceive conduct configure consolidate
construct consult contract control convert coordinate correct counsel craft create curate cut
debug decrease define delegate deliver demonstrate deploy design detect determine develop devise
diagnose digitize direct discover dispatch distribute document double draft drive earn edit
educate eliminate enable encourage engineer enhance establish estimate evaluate examine execute
expand expedite experiment explain facilitate file finalize forecast form formulate found
generate govern grow guide handle head hire host identify illustrate implement improve increase
influence initiate innovate inspect install institute instruct integrate interview introduce
invent investigate launch lead lift load lower maintain manage map market maximize measure
mediate mentor merge migrate minimize model moderate modernize monitor motivate navigate
negotiate onboard open operate optimize orchestrate organise organize originate outperform
overhaul own partner perform pilot pioneer plan prepare present prevent prioritize process
procure produce program promote propose prototype provide publish qualify raise rank
rebuild recommend reconcile record recruit redesign reduce refactor refine regulate rehabilitate
reimage remodel renegotiate reorganize repair replace report represent research reset resolve
restore restructure revamp review revise revitalize rewrite run safeguard save scale schedule
screen secure select sell serve service set settle shape ship simplify solve source spearhead
specify standardize start steer streamline strengthen structure supervise supply support survey
sustain synthesize systematize teach test track train transform translate triage troubleshoot
tutor upgrade validate verify visualize win write greet answer ran led built drove grew won wrote
taught sold made kept held cut set spent brought bought began overhauled oversaw undertook
rebuilt rewrote redrew withdrew founded co-founded cofounded
`
  .split(/\s+/)
  .filter((verb) => verb !== '')
