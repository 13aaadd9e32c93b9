//! The week rules: each order filed under its week, one long action a week, `and carouse`
//! with the visit before it, `ditto` resolved at the end; names put back as the player wrote
//! them, and "her", "him", "la" resolved to the person last named.

use super::action::{Draft, Item, Lady, Modifier};
use super::clause::{self, Clause};
use super::pronouns::{man_of, person_of, restore};
use super::read::{self, Doubt};
use super::slots::Detail;
use super::text::Line;
use super::{Section, Sheet, walk};
use crate::orders::say::ModifierKind;
use crate::orders::{Action, Diagnostic, Say, Seat, Severity};

/// Words that say the orders repeat last month's.
const LAST_MONTH: &[&str] = &[
    "same as last month",
    "as last month",
    "same orders as last month",
    "lo mismo que el mes pasado",
    "igual que el mes pasado",
    "como el mes pasado",
    "same layout as",
    "same format as",
    "same as before",
    "same as always",
    "changes marked",
    "el mismo formato que",
];

impl Sheet {
    /// Reads the orders of `piece`.
    pub(super) fn clauses(&mut self, line: &Line, piece: &str) {
        // "still thinking, either court Mlle Giraud or Blue Gables again": the choice is not
        // made, and the GM asks which; what stands around it is read.
        if matches!(self.section, Section::Week(_))
            && let Some((start, end)) = either_or(piece)
        {
            self.clauses(line, &piece[..start]);
            let choice = piece[start..end].trim_end();
            let original = line.original_of(choice);
            self.diag(line, choice, original, Severity::Error, Say::EitherOr);
            self.clauses(line, &piece[end..]);
            return;
        }
        let reader = |t| read::branch(line, t);
        for clause in clause::clauses(piece, &reader) {
            if self
                .read_to
                .is_some_and(|(n, end)| n == line.number && line.offset(clause.text()) < end)
            {
                continue;
            }
            match clause {
                Clause::Item { item, text } => {
                    self.tally(text);
                    self.item(line, item, text);
                }
                Clause::If { cond, then, text } => {
                    self.tally(text);
                    self.conditional(line, cond, then, text);
                }
                Clause::Else { items, text } => {
                    self.tally(text);
                    self.otherwise(line, items, text);
                }
                Clause::Conditional { text } => {
                    if self.reads()
                        && (self.other_answer(line, text) || self.if_excused(line, text))
                    {
                        continue;
                    }
                    self.last_if = None;
                    let original = line.original_of(text);
                    // "(Question: if they turn me down, may I apply to a lower one?)": asked.
                    let end = (line.offset(text) + text.len()).min(line.folded.len());
                    let asked = line.folded[end..].trim_start().starts_with('?');
                    if self.reads()
                        && (asked || about_next_month(text) || reads_as_flavour(line, text))
                    {
                        // A condition on nothing that orders anything, or on what he will do
                        // next month: flavour.
                        self.diag(line, text, original, Severity::Warning, Say::ReadPast);
                        continue;
                    }
                    // "Si no nos cae una tormenta de las de julio, este año se pagan las letras
                    // del tractor": above the orders, his own year's news.
                    if self.section == Section::Preamble && reads_as_flavour(line, text) {
                        self.diag(line, text, original, Severity::Warning, Say::Ignored);
                        continue;
                    }
                    self.last = None;
                    self.diag(line, text, original, Severity::Error, Say::Condition);
                }
                Clause::Unknown { text, error } => {
                    // "admit Jacques Bonhomme; refuse the Vicomte": the refusal of an
                    // applicant, after an admission on the same line.
                    // ("refuse Gilbert Faucher – he owes money to half of Paris": his
                    // reason after a dash or a comma.)
                    // ("Admissions: Bastide - yes. Vernier - no": the next applicant answered.)
                    if self.answers_next_applicant(line, text) {
                        continue;
                    }
                    // "Campaign: reckless bravery. Take 1 off the number I need to roll to
                    // die.": the stance named, how much said in the sentence after it.
                    if let Some(poltroonery) = super::action::stance_named_last(text) {
                        let end = (line.offset(text) + text.len()).min(line.folded.len());
                        if let Some((rest, order)) =
                            super::action::stance_told_after(&line.folded[end..], poltroonery)
                        {
                            self.read_to = Some((line.number, line.offset(rest)));
                            self.item(line, Item::Monthly(order), text);
                            continue;
                        }
                    }
                    // "On campaign he plays the hero: take 1 off the number I need to roll
                    // for death": the stance said only by what it does to the roll.
                    if let Some(order) = super::action::stance_by_the_roll(text) {
                        self.item(line, Item::Monthly(order), text);
                        continue;
                    }
                    if self.reads() && self.read(line, text) {
                        continue;
                    }
                    // "Should I apply to one?": a question to the GM, in which nothing was
                    // understood as an order; "on campaign with the RNHB": the week spoken for.
                    let end = (line.offset(text) + text.len()).min(line.folded.len());
                    if line.folded[end..].trim_start().starts_with('?') || read::is_nothing(text) {
                        let original = line.original_of(text);
                        self.diag(line, text, original, Severity::Warning, Say::ReadPast);
                        continue;
                    }
                    // "Mejor cobarde vivo que héroe muerto, como dice mi abuela": a saying.
                    if is_saying(text) && !read::read(line, text).has_orders() {
                        let original = line.original_of(text);
                        self.diag(line, text, original, Severity::Warning, Say::ReadPast);
                        continue;
                    }
                    if self.section == Section::Preamble && self.read_monthly(line, text) {
                        continue;
                    }
                    self.last = None;
                    // "Same as last month except week 3:" above the weeks: a note on what
                    // follows, which the GM reads in the weeks themselves.
                    let remark = self.section == Section::Preamble
                        && super::lex::one_of(LAST_MONTH)(text).is_ok();
                    // "Erste Woche: regimental duty." above the first heading the reader
                    // knows: orders under a label it does not, which are not dropped without
                    // a word to the GM.
                    if !remark
                        && self.section == Section::Preamble
                        && let Some(orders) = after_unknown_label(text)
                        && read::read(line, orders).has_orders()
                    {
                        let original = line.original_of(text);
                        self.diag(line, text, original, Severity::Error, Say::NotUnderWeek);
                        continue;
                    }
                    // "Nothing fancy this month, he's still paying off the tailor": news,
                    // not a rest, above the orders.
                    let news = self.section == Section::Preamble
                        && super::lex::one_of(&["nothing", "nada", "not much", "no hay"])(text)
                            .is_ok_and(|(rest, _)| !rest.trim().is_empty());
                    // "Le envío la jugada de junio de D. Íñigo...": above the first week, a
                    // sentence an order's verb opens and prose ends is a greeting.
                    let prose = self.section == Section::Preamble
                        && error.trailing
                        && !read::read(line, text).has_orders();
                    // "En el taller no paramos: los pelotaris ya piden pelotas nuevas ...":
                    // after the orders, outside the weeks, a long sentence of the writer's
                    // news in which no order can be read from any word but its first.
                    // ("we've got 38,000 birds in each house": a number, in a longer one,
                    // that counts no crowns, bets or endurance.)
                    let words = text.split_whitespace().count();
                    let no_stakes = words >= 16
                        && !text.split(|c: char| !c.is_alphanumeric()).any(|w| {
                            [
                                "crowns",
                                "crown",
                                "cr",
                                "coronas",
                                "bets",
                                "apuestas",
                                "endurance",
                                "resistencia",
                                "favour",
                                "favor",
                                "class",
                                "nivel",
                            ]
                            .contains(&w)
                        });
                    // (Under a week, only in a paragraph of its own after the week's orders:
                    // prose on the week's own line may hold them.)
                    let week_done = match self.section {
                        Section::Week(n) => {
                            self.new_paragraph
                                && !self.sheet.weeks[usize::from(n - 1)].actions.is_empty()
                        }
                        _ => true,
                    };
                    let long_news = week_done
                        && self.has_orders()
                        && words >= 12
                        && (!read::order_like(text) || no_stakes)
                        && !text
                            .char_indices()
                            .filter(|&(k, _)| k > 0 && text[..k].ends_with(' '))
                            .any(|(k, _)| super::action::item(&text[k..]).is_ok());
                    // "thats it, 14 dogs to feed before dark": a short remark of his life,
                    // its numbers counts of things no order counts, with no order's word.
                    // (Under a week too, in the same paragraph: its numbers say it is no
                    // order's.)
                    let short_news = self.has_orders()
                        && super::leftover::counts_his_life(text, line.original_of(text))
                        && !text
                            .char_indices()
                            .filter(|&(k, _)| k == 0 || text[..k].ends_with(' '))
                            .any(|(k, _)| {
                                !matches!(super::action::item(&text[k..]), Err(nom::Err::Error(_)))
                            });
                    // "Plot 14, Harbour Road, Mpulungu, Northern Province, Zambia": an address
                    // under his name, after the orders.
                    let address =
                        self.has_orders() && super::pleasantry::is_address(line.original_of(text));
                    if remark
                        || news
                        || prose
                        || long_news
                        || short_news
                        || address
                        || (self.before_orders() && !error.trailing && error.expected.is_none())
                    {
                        self.diag(
                            line,
                            text,
                            line.original_of(text),
                            Severity::Warning,
                            Say::Ignored,
                        );
                    } else {
                        let at = self.sheet.diagnostics.len();
                        self.error(line, error, text);
                        if self.section == Section::Preamble {
                            self.announce(line, text, at);
                        }
                    }
                }
            }
        }
    }

    /// An order above the weeks, in doubt (the error said of it is the `at`th diagnostic):
    /// remembered, to be read as an announcement if a week orders it again.
    fn announce(&mut self, line: &Line, text: &str, at: usize) {
        let kinds: Vec<_> = read::read(line, text)
            .items
            .into_iter()
            .filter_map(|(it, _)| match it {
                Item::Action(draft) => Some(std::mem::discriminant(&to_action(line, draft))),
                _ => None,
            })
            .collect();
        if !kinds.is_empty() && at < self.sheet.diagnostics.len() {
            self.announced.push((at, kinds));
        }
    }

    /// "Me voy a la frontera antes de que se acabe el invierno" above the weeks, then "Sem 1:
    /// ... me presento voluntario en un Regimiento Fronterizo": what he announced, a week
    /// orders; the announcement is read past, not sent to the GM.
    pub(super) fn announcements(&mut self) {
        let ordered: Vec<_> = self
            .sheet
            .weeks
            .iter()
            .flat_map(|w| w.actions.iter().map(std::mem::discriminant))
            .collect();
        for (at, kinds) in std::mem::take(&mut self.announced) {
            let d = &self.sheet.diagnostics[at];
            if d.severity == Severity::Error && kinds.iter().all(|k| ordered.contains(k)) {
                let said = Diagnostic::new(
                    d.line,
                    d.column,
                    Severity::Warning,
                    d.text.clone(),
                    Say::ReadPast,
                );
                self.sheet.diagnostics[at] = said;
            }
        }
    }

    /// True before the first heading, or before the first order of a letter that names no
    /// week: where greetings stand.
    fn before_orders(&self) -> bool {
        self.section == Section::Preamble
            || (self.in_order && self.sheet.weeks.iter().all(|w| w.actions.is_empty()))
    }

    /// True when the reader may read the current section: a week or the month's orders.
    fn reads(&self) -> bool {
        matches!(self.section, Section::Week(_) | Section::Monthly)
    }

    /// Reads `text`, which the grammar did not take whole, as a GM does (see [`read`]): files
    /// what is understood, says what was read past and what is in doubt. False when nothing
    /// of it was understood and the caller should report it as before.
    fn read(&mut self, line: &Line, text: &str) -> bool {
        let reading = read::read(line, text);
        self.readings += 1;
        // "con mi dama" alone is a visit to her (see `modify`), a favour alone is asked about
        // (`backing`); other details need an order.
        let alone = |(it, _): &(Item, &str)| {
            !matches!(
                it,
                Item::Modifier(Modifier::Detail(Detail::WithMistress) | Modifier::Backing(_))
            )
        };
        // "Si no, me voy a una taberna; llevo 40 coronas.": a detail of the week's orders.
        let week_empty = match self.section {
            Section::Week(n) => self.sheet.weeks[usize::from(n - 1)].actions.is_empty(),
            _ => true,
        };
        if !reading.has_orders()
            && !reading.items.is_empty()
            && self.last.is_none()
            && week_empty
            && reading.items.iter().all(alone)
        {
            return false;
        }
        if reading.items.is_empty() && !reading.doubts.is_empty() {
            return false;
        }
        self.file(line, reading);
        true
    }

    /// Files what the reader made of a clause: its orders, what it read past, its doubts.
    fn file<'a>(&mut self, line: &Line, reading: read::Reading<'a>) {
        self.reading = true;
        for (it, part) in reading.items {
            self.tally(part);
            self.item(line, it, part);
        }
        self.reading = false;
        for past in &reading.past {
            let original = line.original_of(past);
            self.diag(line, past, original, Severity::Warning, Say::ReadPast);
        }
        for doubt in reading.doubts {
            match doubt {
                Doubt::Said { error, text } => self.error(line, error, text),
                Doubt::Unread(part) => {
                    let original = line.original_of(part);
                    self.diag(line, part, original, Severity::Error, Say::Unread);
                }
            }
        }
    }

    /// Before any heading, where greetings stand, takes the month's orders a label or prose
    /// hides ("Regimental business this month: admit Jacques Bonhomme"), and only those.
    fn read_monthly(&mut self, line: &Line, text: &str) -> bool {
        let reading = read::read(line, text);
        let monthly = |it: &Item| matches!(it, Item::Monthly(_));
        if reading.items.is_empty()
            || !reading.doubts.is_empty()
            || !reading.items.iter().all(|(it, _)| monthly(it))
        {
            return false;
        }
        self.file(line, reading);
        true
    }

    /// Files one order where it belongs.
    pub(super) fn item(&mut self, line: &Line, item: Item, text: &str) {
        let original = line.original_of(text);
        if let Item::Monthly(mut order) = item {
            if let crate::orders::MonthlyOrder::Admissions { whom: Some(n), .. } = &mut order {
                restore(line, text, n, &(None, None), &mut None);
                self.admitting = Some(line.number);
            }
            use crate::orders::MonthlyOrder::{Poltroonery, RecklessBravery};
            let opposite = self.sheet.monthly.iter().any(|m| {
                matches!(
                    (m, &order),
                    (RecklessBravery { .. }, Poltroonery { .. })
                        | (Poltroonery { .. }, RecklessBravery { .. })
                )
            });
            if opposite {
                self.diag(
                    line,
                    text,
                    original,
                    Severity::Error,
                    Say::BraveryAndPoltroonery,
                );
            }
            if !self.sheet.monthly.contains(&order) {
                self.sheet.monthly.push(order);
                self.sheet.monthly_lines.push(line.at(text).0);
            }
            return;
        }
        let week = match self.section {
            Section::Week(n) => n,
            // "Obs: nada más, che": nothing for the month.
            Section::Monthly if read::is_nothing(text) => {
                self.diag(line, text, original, Severity::Warning, Say::ReadPast);
                return;
            }
            Section::Monthly => {
                self.diag(line, text, original, Severity::Error, Say::OneWeekOrder);
                return;
            }
            _ => {
                let at = self.sheet.diagnostics.len();
                self.diag(line, text, original, Severity::Error, Say::NotUnderWeek);
                if self.section == Section::Preamble
                    && let Item::Action(draft) = item
                    && at < self.sheet.diagnostics.len()
                {
                    let kind = std::mem::discriminant(&to_action(line, draft));
                    self.announced.push((at, vec![kind]));
                }
                return;
            }
        };
        match item {
            Item::Action(draft) => {
                if let Draft::VisitMistress { named: Some(name) } = &draft {
                    let name = line.original_of(name).trim().to_string();
                    let say = Say::MistressNamed { name: name.clone() };
                    self.diag(line, text, original, Severity::Warning, say);
                    // "Visito a mi dama, Constance, y le propongo matrimonio": she is "le".
                    self.person = Some(name);
                }
                let Some(action) = self.resolve(line, text, to_action(line, draft)) else {
                    self.last = None;
                    return;
                };
                self.note_person(&action);
                let week = self.next_in_order(week, &action);
                self.last = self.add(week, action, line.number, original, line, text);
            }
            Item::Modifier(m) => {
                let m = self.resolve_modifier(line, text, m);
                self.modify(line, week, m, text)
            }
            Item::Ditto(source) => {
                let week = self.next_in_order(week, &Action::Rest);
                self.last = None;
                let (number, column) = line.at(text);
                let source = source.unwrap_or(week.saturating_sub(1));
                self.dittos
                    .push((week, number, column, original.to_string(), source));
            }
            Item::Monthly(_) => {}
        }
    }

    /// Adds `action` to `week`, unless the week already has a long action. Gives its index.
    pub(super) fn add(
        &mut self,
        week: u8,
        action: Action,
        number: u32,
        original: &str,
        line: &Line,
        text: &str,
    ) -> Option<usize> {
        let w = usize::from(week - 1);
        let mut action = action;
        // "Semana 2: voy al estreno": the premiere is the first week's (003, 3.4.2).
        if week > 1
            && matches!(action, Action::Theatre { .. })
            && ["estreno", "premiere", "opening night", "first night"]
                .iter()
                .any(|w| text.contains(w))
        {
            let say = Say::PremiereIsWeekOne { week };
            self.diag(line, text, original, Severity::Error, say);
        }
        // "join the Horse Guards and visit it": his club is now the one he joined.
        if let Action::VisitClub {
            club: club @ None, ..
        } = &mut action
            && let Some(Action::JoinClub { club: joined }) = self.sheet.weeks[w]
                .actions
                .iter()
                .rfind(|a| matches!(a, Action::JoinClub { .. }))
        {
            *club = Some(*joined);
        }
        // "I apply to the Cardinal's Guard and I buy the commission of Subaltern": the rank
        // bought on entering (000: up to Major, "immediately upon entry").
        if let Action::BuyRank { rank } = &action
            && let Some(k) = self.sheet.weeks[w]
                .actions
                .iter()
                .rposition(|a| matches!(a, Action::ApplyRegiment { rank: None, .. }))
            && let Action::ApplyRegiment { rank: bought, .. } = &mut self.sheet.weeks[w].actions[k]
        {
            *bought = Some(*rank);
            return Some(k);
        }
        // A week named inside a range started with the range's orders ("Weeks 3-4: court
        // her. In week 4, if she is mine, I take her to the club"): an order of its own that
        // takes the week replaces them.
        if action.is_long() && std::mem::take(&mut self.inherited[w]) {
            self.sheet.weeks[w].actions.clear();
            self.sources[w].clear();
        }
        if action.is_long()
            && let Some(first) = self.sheet.weeks[w].actions.iter().position(Action::is_long)
        {
            // The reader names a venue again ("my club, the Blue Gables"): the same visit.
            if self.reading && merge(&mut self.sheet.weeks[w].actions[first], &action) {
                return Some(first);
            }
            // "La pasa con su dama, Doña Blanca, y aprovecha para pedirle la mano", "Visito a
            // mi dama y le propongo matrimonio": the week with her is the proposal's (003,
            // 4.4.1: he proposes to his own lady).
            if matches!(action, Action::Propose { .. })
                && self.sheet.weeks[w].actions[first] == Action::VisitMistress
            {
                self.sheet.weeks[w].actions[first] = action;
                self.sources[w][first] = (number, super::diagnostic::one_line(original));
                return Some(first);
            }
            if action == Action::VisitMistress
                && matches!(self.sheet.weeks[w].actions[first], Action::Propose { .. })
            {
                return Some(first);
            }
            // "I call on Clémence and stay with her the whole week": the week with her, said
            // again of her, is one.
            if action == Action::VisitMistress
                && self.sheet.weeks[w].actions[first] == Action::VisitMistress
                && super::lex::words_in(text).any(|w| matches!(w, "her" | "ella"))
            {
                return Some(first);
            }
            // "Stay at home and rest": the same rest said twice is one.
            if action == Action::Rest && self.sheet.weeks[w].actions[first] == Action::Rest {
                return Some(first);
            }
            // "Théâtre Royale: stalls, nothing fancy": "nothing" beside an order adds none.
            if action == Action::Rest && super::read::is_nothing(text) {
                self.diag(line, text, original, Severity::Warning, Say::ReadPast);
                return Some(first);
            }
            // "Court Mlle Rose. Actually scratch that - she's gone to Tours. Practise rapier
            // instead.": the player corrects himself; the later order stands.
            if is_instead(line, text) {
                self.sheet.weeks[w].actions[first] = action;
                self.sources[w][first] = (number, super::diagnostic::one_line(original));
                return Some(first);
            }
            let (first_line, first_text) = &self.sources[w][first];
            let say = Say::LongTaken {
                week,
                first: first_text.clone(),
                first_line: *first_line,
            };
            self.diag(line, text, original, Severity::Error, say);
            return None;
        }
        if action.is_long() {
            self.long_reading[w] = if self.reading { self.readings } else { 0 };
        }
        if vague_stakes(&action) {
            self.diag(line, text, original, Severity::Error, Say::Stakes);
        }
        if let Some(say) = house_rule(&action) {
            self.diag(line, text, original, Severity::Error, say);
        }
        self.sheet.weeks[w].actions.push(action);
        self.sources[w].push((number, super::diagnostic::one_line(original)));
        Some(self.sheet.weeks[w].actions.len() - 1)
    }

    /// In a letter that names no week, the week of `action`: the next one when this week
    /// has its long action already (unless the reader names the same venue again).
    fn next_in_order(&mut self, week: u8, action: &Action) -> u8 {
        if !self.in_order || !action.is_long() || week >= 4 {
            return week;
        }
        let w = usize::from(week - 1);
        let taken = self.sheet.weeks[w].actions.iter().find(|a| a.is_long());
        let ditto = self.dittos.iter().any(|d| d.0 == week);
        let again = self.reading
            && self.long_reading[w] == self.readings
            && taken.is_some_and(|t| t != action && merge(&mut t.clone(), action));
        if (taken.is_none() && !ditto) || again {
            return week;
        }
        self.section = Section::Week(week + 1);
        self.last_if = None;
        week + 1
    }

    /// The end of a letter that names no week: says how its orders were read. Four weeks
    /// filled in order is a warning; fewer is for the GM to read (unless one order stands
    /// for every week).
    pub(super) fn in_order_finish(&mut self) {
        let filled = self
            .sheet
            .weeks
            .iter()
            .take_while(|w| w.actions.iter().any(Action::is_long))
            .count() as u8;
        if filled == 0 || (filled == 1 && self.every_week.is_some()) {
            return;
        }
        let Some((number, text)) = self.sources[0].first().cloned() else {
            return;
        };
        let severity = if filled == 4 {
            Severity::Warning
        } else {
            Severity::Error
        };
        self.sheet.diagnostics.push(Diagnostic::new(
            number,
            1,
            severity,
            text,
            Say::InOrder { weeks: filled },
        ));
    }

    /// `and carouse`, `with female companionship`, `y alquilo un palco`: adds to the action
    /// just before.
    pub(super) fn modify(&mut self, line: &Line, week: u8, m: Modifier, text: &str) {
        if matches!(m, Modifier::Detail(Detail::EveryWeek)) {
            if self.last.is_some() {
                self.every_week.get_or_insert(week);
            } else {
                let original = line.original_of(text);
                self.diag(line, text, original, Severity::Warning, Say::ReadPast);
            }
            return;
        }
        let w = usize::from(week - 1);
        if let Modifier::Backing(class) = m {
            // His favour given to the request before it (an excusal, an application, a post).
            let original = line.original_of(text);
            match super::backing::backed(&mut self.sheet.weeks[w].actions, self.last, class) {
                Ok(Some(used)) => {
                    self.add(week, used, line.number, original, line, text);
                }
                Ok(None) => {}
                Err(say) => self.diag(line, text, original, Severity::Error, say),
            }
            return;
        }
        // "al lupanar con 50 coronas; vino y mozas": after a sentence's end the detail goes
        // with the week's visit, as a GM reads it.
        if self.last.is_none() {
            self.last = self.sheet.weeks[w].actions.iter().position(Action::is_long);
        }
        // "chall. Lt Pontbriand (Card. Gds) - enemy regt": a cause goes with the week's
        // challenge, wherever it was said.
        if matches!(m, Modifier::Detail(Detail::Cause(_))) {
            let challenge = |a: &Action| matches!(a, Action::Challenge { .. });
            if let Some(k) = self.sheet.weeks[w].actions.iter().rposition(challenge) {
                self.last = Some(k);
            }
        }
        let target = self
            .last
            .and_then(|i| self.sheet.weeks[w].actions.get_mut(i));
        let vague = matches!(&m, Modifier::Gamble(g) if g.bets.is_empty());
        let done = target.is_some_and(|t| apply(&m, t));
        if done && vague {
            let original = line.original_of(text);
            self.diag(line, text, original, Severity::Error, Say::Stakes);
        }
        if done
            && matches!(m, Modifier::Gamble(_) | Modifier::Detail(Detail::Club(_)))
            && let Some(say) = self
                .last
                .and_then(|i| self.sheet.weeks[w].actions.get(i))
                .and_then(house_rule)
        {
            let original = line.original_of(text);
            self.diag(line, text, original, Severity::Error, say);
        }
        // "Become a member of the Grand Casino and bet 300 crowns twice", "join Hunter's and
        // carouse": the new member spends the week there.
        if !done
            && matches!(m, Modifier::Gamble(_) | Modifier::Carouse)
            && let Some(mut visit) = self
                .last
                .and_then(|i| self.sheet.weeks[w].actions.get(i))
                .and_then(visit_after_joining)
            && apply(&m, &mut visit)
        {
            let original = line.original_of(text);
            if vague {
                self.diag(line, text, original, Severity::Error, Say::Stakes);
            }
            self.last = self.add(week, visit, line.number, original, line, text);
            return;
        }
        if !done && matches!(m, Modifier::Detail(Detail::WithMistress)) {
            // "con mi dama" alone: a visit to the mistress.
            let original = line.original_of(text);
            let week = self.next_in_order(week, &Action::VisitMistress);
            self.last = self.add(
                week,
                Action::VisitMistress,
                line.number,
                original,
                line,
                text,
            );
            return;
        }
        if !done && matches!(m, Modifier::Detail(_)) {
            // A detail that changes nothing in the order it follows ("with 20 crowns" at the
            // tavern): read past. But money the order has no place for ("Court Juliette, 30
            // crowns", "Casino: 100 crowns") is what a GM would ask about.
            let original = line.original_of(text);
            let money_unplaced = matches!(m, Modifier::Detail(Detail::Purse(_)))
                && target_is(&self.sheet.weeks[w].actions, self.last, |a| {
                    matches!(
                        a,
                        Action::Court { .. } | Action::Casino { .. } | Action::VisitClub { .. }
                    )
                });
            let severity = if money_unplaced {
                Severity::Error
            } else {
                Severity::Warning
            };
            let say = if money_unplaced {
                Say::Unread
            } else {
                Say::ReadPast
            };
            self.diag(line, text, original, severity, say);
            return;
        }
        // "with the RNHB on the frontier": with his regiment on campaign, no company.
        let a_regiment = |n: &str| {
            let n = crate::orders::names::fold(n);
            super::army::regiment(&n).is_ok_and(|(r, _)| super::lex::sp(r).is_empty())
        };
        let with_a_regiment = match &m {
            Modifier::Guests(names) => !names.is_empty() && names.iter().all(|n| a_regiment(n)),
            Modifier::Named(names) => !names.is_empty() && names.iter().all(|n| a_regiment(n)),
            _ => false,
        };
        if !done && with_a_regiment && read::tells_of_campaign(&line.folded) {
            let original = line.original_of(text);
            self.diag(line, text, original, Severity::Warning, Say::ReadPast);
            return;
        }
        if !done {
            let say = modifier_say(&m);
            let original = line.original_of(text);
            self.diag(line, text, original, Severity::Error, say);
        }
    }

    /// Names as the player wrote them, and pronouns as the person they stand for.
    pub(super) fn resolve(
        &mut self,
        line: &Line,
        text: &str,
        mut action: Action,
    ) -> Option<Action> {
        read::gift_to_the_lady_named(line, text, &mut action);
        if let Some(p) = self.restore_names(line, text, |f| walk::names_mut(&mut action, f)) {
            let original = line.original_of(text);
            self.diag(
                line,
                text,
                original,
                Severity::Error,
                Say::Pronoun { word: p },
            );
            return None;
        }
        Some(action)
    }

    /// Puts back the names that `walk` visits as the player wrote them (see [`restore`]);
    /// gives the text of a pronoun that stands for nobody.
    pub(super) fn restore_names(
        &self,
        line: &Line,
        text: &str,
        walk: impl FnOnce(&mut dyn FnMut(&mut String)),
    ) -> Option<String> {
        let people = (self.person.clone(), self.man.clone());
        let mut unresolved = None;
        walk(&mut |n: &mut String| restore(line, text, n, &people, &mut unresolved));
        unresolved
    }

    pub(super) fn resolve_modifier<'a>(
        &mut self,
        line: &Line,
        text: &str,
        m: Modifier<'a>,
    ) -> Modifier<'a> {
        // "next week": the week after the one being read.
        if let Modifier::Detail(Detail::NextWeek) = &m {
            return match self.section {
                Section::Week(n) if n < 4 => Modifier::Detail(Detail::Week(n + 1)),
                _ => m,
            };
        }
        if let Modifier::Guests(g) = &m {
            let mut names: Vec<String> = Vec::new();
            let people = (self.person.clone(), self.man.clone());
            let mut unresolved = None;
            for n in g {
                let mut s = n.to_string();
                restore(line, text, &mut s, &people, &mut unresolved);
                names.push(s);
            }
            if let Some(last) = names.last() {
                self.person = Some(last.clone());
            }
            return Modifier::Named(names);
        }
        if let Modifier::Detail(Detail::Host(h)) = &m {
            let mut s = h.to_string();
            let people = (self.person.clone(), self.man.clone());
            restore(line, text, &mut s, &people, &mut None);
            let s = s.trim_end_matches("'s").trim_end_matches("’s").to_string();
            self.man = Some(s.clone());
            return Modifier::Host(s);
        }
        m
    }

    /// Remembers the person an action names last, for "her" and "la" after it.
    pub(super) fn note_person(&mut self, action: &Action) {
        if let Some(p) = person_of(action) {
            self.person = Some(p);
        }
        if let Some(m) = man_of(action) {
            self.man = Some(m);
        }
    }

    /// Resolves the `ditto`s, in week order: each repeats the long action of the week before,
    /// or of the week it names.
    pub(super) fn resolve_dittos(&mut self) {
        let mut dittos = std::mem::take(&mut self.dittos);
        dittos.sort_by_key(|d| d.0);
        for (week, line, column, text, source) in dittos {
            let previous = if (1..=4).contains(&source) && source != week {
                self.sheet.weeks[usize::from(source - 1)]
                    .actions
                    .iter()
                    .find(|a| a.is_long())
                    .cloned()
            } else {
                None
            };
            let w = usize::from(week - 1);
            let spoken_for = (1..=4).contains(&source) && self.spoken_for[usize::from(source - 1)];
            let trouble = match &previous {
                None if week == 1 => Some(Say::DittoWeekOne),
                // "Semana 1: en campaña con el Regimiento. Semana 2: Ídem.": away again.
                None if spoken_for => {
                    self.spoken_for[w] = true;
                    None
                }
                None => Some(Say::DittoNothing { week: source }),
                Some(_) => self.sheet.weeks[w]
                    .actions
                    .iter()
                    .position(Action::is_long)
                    .map(|first| {
                        let (first_line, first_text) = &self.sources[w][first];
                        Say::LongTaken {
                            week,
                            first: first_text.clone(),
                            first_line: *first_line,
                        }
                    }),
            };
            match (trouble, previous) {
                (None, Some(action)) => {
                    self.sheet.weeks[w].actions.push(action);
                    self.sources[w].push((line, text));
                }
                (Some(say), _) => self.sheet.diagnostics.push(Diagnostic::new(
                    line,
                    column,
                    Severity::Error,
                    text,
                    say,
                )),
                (None, None) => {}
            }
        }
    }
}

/// Adds modifier `m` to `action`, if it goes with it.
pub(super) fn apply(m: &Modifier, action: &mut Action) -> bool {
    match (m, action) {
        (Modifier::Carouse, Action::VisitClub { carouse, .. })
        | (Modifier::Carouse, Action::VisitBawdyhouse { carouse, .. })
        | (Modifier::Carouse, Action::Tavern { carouse, .. }) => {
            *carouse = true;
            true
        }
        (Modifier::Companionship, Action::VisitBawdyhouse { companionship, .. }) => {
            *companionship = true;
            true
        }
        (Modifier::Gamble(g), Action::VisitClub { gamble, .. })
        | (Modifier::Gamble(g), Action::VisitBawdyhouse { gamble, .. })
        | (Modifier::Gamble(g), Action::Tavern { gamble, .. })
        | (Modifier::Gamble(g), Action::Casino { gamble }) => {
            // A cut said apart from the stakes is kept with them.
            let cut_at = g.cut_at.or(gamble.as_ref().and_then(|old| old.cut_at));
            *gamble = Some(crate::orders::Gamble {
                bets: g.bets.clone(),
                cut_at,
            });
            true
        }
        (Modifier::Box, Action::Theatre { seat, .. }) => {
            *seat = Seat::Box;
            true
        }
        (Modifier::Named(names), Action::Theatre { guests, seat }) => {
            guests.extend(names.iter().cloned());
            *seat = Seat::Box;
            true
        }
        (Modifier::Named(names), Action::VisitClub { guests, .. })
        | (Modifier::Named(names), Action::GiveParty { guests }) => {
            guests.extend(names.iter().cloned());
            true
        }
        (Modifier::Host(name), Action::VisitClub { host, .. }) => {
            *host = Some(name.clone());
            true
        }
        (Modifier::Detail(d), action) => apply_detail(d, action),
        // "... else bawdy, bring 25. Girl + drinks": after a condition's sentence, its
        // details go with the order its last branch named.
        (
            m,
            Action::If {
                then, otherwise, ..
            },
        ) => {
            let branch = if otherwise.is_empty() {
                then
            } else {
                otherwise
            };
            branch.last_mut().is_some_and(|a| apply(m, a))
        }
        _ => false,
    }
}

/// Adds a detail the reader found to `action`, if it goes with it.
/// True when the order in `text` (a slice of `line`'s folded text) says it replaces the one
/// before it: "practise rapier instead", "mejor practico", "en su lugar, descanso".
fn is_instead(line: &Line, text: &str) -> bool {
    const INSTEAD: &[&str] = &[
        "instead",
        "rather",
        "in its place",
        "en su lugar",
        "en vez de eso",
        "mejor",
        "al final",
    ];
    let at = line.offset(text);
    let before = line.folded[..at].trim_end_matches([' ', ',', ':', '-']);
    let after = &line.folded[(at + text.len()).min(line.folded.len())..];
    let last_word = before.rsplit(' ').next().unwrap_or("");
    // "Regimental duty. Actually no, I made Captain last month... Rest.": he changed his mind
    // earlier on the line.
    const CHANGED_MIND: &[&str] = &[
        "actually no",
        "actually, no",
        "no wait",
        "scratch that",
        "on second thought",
        "on second thoughts",
        "correction",
        "pensandolo mejor",
        "mejor no",
        "no, mejor",
    ];
    // (Unless a week was named after it: "scratch that, week 3 should be rest" corrected that
    // week, read as such.)
    // ("gone to Lyon all week" names no week: a week is named with its number after it, or
    // its ordinal before it; "last week" names none.)
    let names_a_week = |since: &str| {
        const COUNTS: &[&str] = &[
            "one", "two", "three", "four", "uno", "dos", "tres", "cuatro",
        ];
        const ORDINALS: &[&str] = &[
            "first", "second", "third", "fourth", "1st", "2nd", "3rd", "4th", "primera", "segunda",
            "tercera", "cuarta", "1a", "2a", "3a", "4a",
        ];
        ["week", "wk", "semana"].iter().any(|w| {
            since.match_indices(w).any(|(k, _)| {
                let next = since[k + w.len()..].trim_start();
                let next = next
                    .split(|c: char| !c.is_alphanumeric())
                    .next()
                    .unwrap_or("");
                let previous = since[..k].trim_end().rsplit(' ').next().unwrap_or("");
                next.starts_with(|c: char| c.is_ascii_digit())
                    || COUNTS.contains(&next)
                    || ORDINALS.contains(&previous)
            })
        })
    };
    let changed_mind = CHANGED_MIND
        .iter()
        .any(|m| before.rfind(m).is_some_and(|k| !names_a_week(&before[k..])));
    changed_mind
        || super::lex::one_of(INSTEAD)(after).is_ok()
        || super::lex::one_of(INSTEAD)(text).is_ok()
        || INSTEAD.contains(&last_word)
}

/// The visit that joining a club or the Casino leads to, when what follows is done there.
pub(super) fn visit_after_joining(joined: &Action) -> Option<Action> {
    match joined {
        Action::JoinClub { club } => Some(Action::VisitClub {
            club: Some(*club),
            carouse: false,
            host: None,
            guests: Vec::new(),
            with_mistress: false,
            gamble: None,
        }),
        Action::JoinCasino => Some(Action::Casino { gamble: None }),
        _ => None,
    }
}

/// True when the week's order at `last` is one `is` holds of.
fn target_is(actions: &[Action], last: Option<usize>, is: impl Fn(&Action) -> bool) -> bool {
    last.and_then(|i| actions.get(i)).is_some_and(is)
}

fn apply_detail(d: &Detail, action: &mut Action) -> bool {
    match (d, action) {
        // "a las tabernas, con 20 coronas encima": what he takes there, and what the
        // pickpockets may take (003, 3.2.1).
        (Detail::Purse(n), Action::VisitBawdyhouse { crowns_carried, .. })
        | (Detail::Purse(n), Action::Tavern { crowns_carried, .. }) => {
            *crowns_carried = Some(*n);
            true
        }
        // "Repay the moneylender what I owe him: 330 crowns": the sum of the repayment.
        (Detail::Purse(n), Action::Repay { crowns, .. }) if crowns.is_none() => {
            *crowns = Some(*n);
            true
        }
        (Detail::WithMistress, Action::VisitClub { with_mistress, .. }) => {
            *with_mistress = true;
            true
        }
        (Detail::Weapon(w), Action::Practice { weapon }) => {
            weapon.get_or_insert(*w);
            true
        }
        (Detail::Weapon(w), Action::Challenge { weapon, .. }) => {
            weapon.get_or_insert(*w);
            true
        }
        (Detail::Cause(c), Action::Challenge { cause, .. }) => cause.get_or_insert(c.clone()) == c,
        (Detail::Weapon(w), Action::TradeExpertise { weapon }) => {
            weapon.get_or_insert(*w);
            true
        }
        (Detail::RegimentWeapon, Action::Practice { .. }) => true,
        (Detail::ExtraGifts(n), Action::Court { extra_gifts, .. }) => {
            *extra_gifts = *n;
            true
        }
        (Detail::Week(n), Action::Invite { week, .. }) => {
            *week = Some(*n);
            true
        }
        (Detail::Stalls, Action::Theatre { seat, .. }) => {
            *seat = Seat::Stalls;
            true
        }
        (
            Detail::NoGamble | Detail::Abstains,
            Action::VisitClub { .. }
            | Action::VisitBawdyhouse { .. }
            | Action::Casino { .. }
            | Action::Tavern { .. },
        ) => true,
        (Detail::Club(c), Action::VisitClub { club, .. }) => club.get_or_insert(*c) == c,
        (Detail::CutAt(n), Action::VisitClub { gamble, .. })
        | (Detail::CutAt(n), Action::VisitBawdyhouse { gamble, .. })
        | (Detail::CutAt(n), Action::Tavern { gamble, .. })
        | (Detail::CutAt(n), Action::Casino { gamble }) => {
            gamble.get_or_insert_default().cut_at = Some(*n);
            true
        }
        (Detail::GuestOf, Action::VisitClub { guests, host, .. }) if host.is_none() => {
            *host = guests.pop();
            host.is_some()
        }
        // "X is taking me to Hunter's as his guest": the host is already known.
        (Detail::GuestOf, Action::VisitClub { host: Some(_), .. }) => true,
        _ => false,
    }
}

/// Merges `new`, read again for the same venue, into `old`: the details of both. False when
/// they are different orders.
/// A bet the club's table does not allow: over its house limit, or under its smallest bet
/// (the Clubs Table; the limits are the same on 000's and 003's).
fn house_rule(action: &Action) -> Option<Say> {
    let Action::VisitClub {
        club: Some(club),
        gamble: Some(g),
        ..
    } = action
    else {
        return None;
    };
    let row = crate::tables::clubs::club(crate::tables::clubs::ClubTableVariant::Rulebook, *club);
    let name = club.name();
    if let Some(limit) = row.house_limit
        && g.bets.iter().any(|b| b.crowns > limit)
    {
        return Some(Say::HouseRule {
            club: name.to_string(),
            over: true,
            crowns: limit,
        });
    }
    if let Some(minimum) = row.minimum_bet
        && g.bets.iter().any(|b| b.crowns < minimum)
    {
        return Some(Say::HouseRule {
            club: name.to_string(),
            over: false,
            crowns: minimum,
        });
    }
    None
}

/// True when the action gambles with no stakes said ("go to my club and gamble heavily").
fn vague_stakes(action: &Action) -> bool {
    matches!(
        action,
        Action::VisitClub { gamble: Some(g), .. }
            | Action::VisitBawdyhouse { gamble: Some(g), .. }
            | Action::Tavern { gamble: Some(g), .. }
            | Action::Casino { gamble: Some(g) }
            if g.bets.is_empty()
    )
}

pub(super) fn merge(old: &mut Action, new: &Action) -> bool {
    match (old, new) {
        (
            Action::VisitClub {
                club,
                carouse,
                host,
                guests,
                with_mistress,
                gamble,
            },
            Action::VisitClub {
                club: c2,
                carouse: k2,
                host: h2,
                guests: g2,
                with_mistress: m2,
                gamble: b2,
            },
        ) => {
            if let (Some(a), Some(b)) = (&club, c2)
                && a != b
            {
                return false;
            }
            if club.is_none() {
                *club = *c2;
            }
            *carouse |= k2;
            *with_mistress |= m2;
            if host.is_none() {
                host.clone_from(h2);
            }
            guests.extend(g2.iter().cloned());
            if gamble.is_none() {
                gamble.clone_from(b2);
            }
            true
        }
        (Action::Practice { weapon }, Action::Practice { weapon: w2 }) => {
            if let (Some(a), Some(b)) = (&weapon, w2) {
                return a == b;
            }
            if weapon.is_none() {
                *weapon = *w2;
            }
            true
        }
        (Action::VisitBawdyhouse { .. }, Action::VisitBawdyhouse { .. })
        | (Action::VisitMistress, Action::VisitMistress)
        | (Action::RegimentalDuty, Action::RegimentalDuty)
        | (Action::Rest, Action::Rest)
        | (Action::Casino { .. }, Action::Casino { .. })
        | (Action::Tavern { .. }, Action::Tavern { .. }) => true,
        // "the premiere at the Théâtre Royale, in a box, with A and B as my guests": one
        // evening, its seat and guests said in a second breath.
        (
            Action::Theatre { seat, guests },
            Action::Theatre {
                seat: s2,
                guests: g2,
            },
        ) => {
            if !(guests.is_empty() || g2.is_empty()) {
                return false;
            }
            if *s2 == crate::orders::Seat::Box {
                *seat = *s2;
            }
            guests.extend(g2.iter().cloned());
            true
        }
        (Action::Court { lady, .. }, Action::Court { lady: l2, .. }) => lady == l2,
        _ => false,
    }
}

/// "If the Dragoons won't have me, I'll apply somewhere else next month": a plan for a later
/// month, which orders nothing in this one.
fn about_next_month(text: &str) -> bool {
    const LATER: &[&str] = &[
        "next month",
        "the month after",
        "el mes que viene",
        "el proximo mes",
        "el mes proximo",
        "al mes siguiente",
        "el mes siguiente",
    ];
    LATER.iter().any(|l| text.contains(l))
}

/// A condition on nothing that orders anything, read as prose.
fn reads_as_flavour(line: &Line, text: &str) -> bool {
    let reading = read::read(line, text);
    !reading.has_orders() && reading.doubts.is_empty()
}

/// What is said of modifier `m` when it goes with nothing.
pub(super) fn modifier_say(m: &Modifier) -> Say {
    let modifier = match m {
        Modifier::Carouse => ModifierKind::Carouse,
        Modifier::Companionship => ModifierKind::Companionship,
        Modifier::Gamble(_) => ModifierKind::Gamble,
        Modifier::Guests(_) | Modifier::Named(_) => ModifierKind::Invitation,
        Modifier::Box => ModifierKind::Box,
        Modifier::Host(_) | Modifier::Detail(_) => ModifierKind::Invitation,
        Modifier::Backing(_) => return Say::FavourOnExample,
    };
    Say::Modifier { modifier }
}

/// What follows a short label the reader does not know ("Erste Woche: ...", "Semaine un -
/// ..."): one to three words, no name or password label, then a colon or a dash.
fn after_unknown_label(text: &str) -> Option<&str> {
    let at = text.find([':', '–', '—']).or_else(|| text.find(" - "))?;
    let label = text[..at].trim();
    let words = label.split_whitespace().count();
    const KNOWN: &[&str] = &[
        "character",
        "personaje",
        "name",
        "nombre",
        "password",
        "contrasena",
        "player",
        "jugador",
        "from",
        "to",
        "subject",
        "re",
        "fwd",
        "regiment",
        "regimiento",
        "rank",
        "rango",
        "legend",
        "club",
        "funds",
        "fondos",
        "dinero",
        "status",
        "mistress",
        "amante",
        "dama",
        "sl",
        "ns",
        "note",
        "nota",
        "ps",
        "p.s",
        // "About Isidore: the Picardy Musketeers are still at the front": news of him.
        "about",
        "regarding",
        "sobre",
        "acerca",
    ];
    let known = label
        .split_whitespace()
        .next()
        .is_some_and(|w| KNOWN.contains(&w.trim_matches(|c: char| !c.is_alphanumeric())));
    let plain = label.chars().all(|c| c.is_alphanumeric() || c == ' ');
    let rest = text[at..].trim_start_matches([':', '–', '—', '-', ' ']);
    ((1..=3).contains(&words) && plain && !known && !rest.is_empty()).then_some(rest)
}

/// A visit a condition may be about (and carousing or gambling may go with).
pub(super) fn is_visit(a: &Action) -> bool {
    matches!(
        a,
        Action::VisitClub { .. }
            | Action::VisitBawdyhouse { .. }
            | Action::Tavern { .. }
            | Action::Casino { .. }
            | Action::Theatre { .. }
    )
}

/// An action from its draft, names quoted as the player wrote them.
pub(super) fn to_action(line: &Line, draft: Draft) -> Action {
    let name = |s: &str| {
        line.original_of(s)
            .trim_matches(['"', '“', '”', ' '])
            .to_string()
    };
    match draft {
        Draft::Practice(weapon) => Action::Practice { weapon },
        Draft::VisitClub {
            club,
            carouse,
            host,
            guests,
            with_mistress,
        } => Action::VisitClub {
            club,
            carouse,
            host: host.map(name),
            guests: guests.into_iter().map(name).collect(),
            with_mistress,
            gamble: None,
        },
        Draft::JoinClub(club) => Action::JoinClub { club },
        Draft::ResignClub => Action::ResignClub,
        Draft::VisitBawdyhouse {
            carouse,
            companionship,
        } => Action::VisitBawdyhouse {
            carouse,
            companionship,
            gamble: None,
            crowns_carried: None,
        },
        Draft::Court { lady, extra_gifts } => Action::Court {
            lady: match lady {
                Lady::Name(n) => name(n),
                Lady::Number(n) => format!("#{n}"),
            },
            extra_gifts,
        },
        Draft::VisitMistress { .. } => Action::VisitMistress,
        Draft::RegimentalDuty => Action::RegimentalDuty,
        Draft::Rest => Action::Rest,
        Draft::Done(a) => a,
    }
}

/// Where "either A or B" ("o bien A o bien B") stands in `piece`, to its sentence part's end.
fn either_or(piece: &str) -> Option<(usize, usize)> {
    let start = piece
        .match_indices("either ")
        .chain(piece.match_indices("o bien "))
        .map(|(k, _)| k)
        .find(|&k| k == 0 || !piece[..k].ends_with(super::lex::is_word_char))?;
    let end = piece[start..]
        .find(['.', ';'])
        .map_or(piece.len(), |n| start + n);
    let span = &piece[start..end];
    (span.contains(" or ") || span[7..].contains("o bien ")).then_some((start, end))
}

/// "Mejor cobarde vivo que héroe muerto", "better a live coward than a dead hero": a saying,
/// one thing weighed against another, which orders nothing.
/// Also who stands as his second ("Mi segundo en el duelo con Marsac será el Capitán
/// Rolland", "my second will be Capt. Roux"): a friend's word the GM keeps, no order (003, 7.2
/// hires seconds by the order "hire a second").
fn is_saying(text: &str) -> bool {
    let t = super::lex::sp(text);
    (t.starts_with("mejor ") && t.contains(" que "))
        || (t.starts_with("better ") && t.contains(" than "))
        || super::lex::one_of(&[
            "mi segundo",
            "mis segundos",
            "mi padrino",
            "mis padrinos",
            "my second",
            "my seconds",
        ])(t)
        .is_ok()
            && [" sera ", " will be ", " is ", " es "]
                .iter()
                .any(|w| t.contains(w))
}
