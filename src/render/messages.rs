//! The shell's own words, in both languages of a game, side by side: the replies to the
//! players' and the GM's commands, the notices, the reasons an item waits in the GM's queue,
//! the subjects. The views of a month (results, newspaper, GM report) are templates; these
//! are the short texts the clerk, the GM's decisions, the daemon and the post write.
//!
//! Every message has its English and its Spanish form in the one `match` below, so none can
//! lack a language. Texts end without a signature: [`signed`] adds the game's.

use crate::mail::letter::Refusal;
use crate::store::Unrollable;
use crate::vocab::Language;

/// Something the shell says, with what it says it about.
#[derive(Debug, Clone, Copy)]
pub enum Message<'a> {
    // Why an item waits for the GM (text only).
    /// A mail that was not read.
    MailRefused {
        refusal: &'a Refusal,
    },
    /// Orders from an address that plays no character.
    NotAPlayer {
        from: &'a str,
    },
    /// A sender whose letters hold no orders and keep coming (an auto-responder answering
    /// our answers): no longer answered; the GM is told once.
    NoLongerAnswered {
        from: &'a str,
        letters: u32,
    },
    /// A player's command (STATUS...) from an address that plays no character.
    NotAPlayerCommand {
        from: &'a str,
        word: &'a str,
    },
    /// To the player whose letter went to the GM, why (the GM reads it in the third person):
    /// the password he gave is not his.
    YourPasswordIsWrong,
    /// ...his letter has no password line.
    YourPasswordIsMissing,
    /// ...his letter gives orders for a character not his.
    NotYourCharacter {
        named: &'a str,
    },
    /// Orders for somebody else's character.
    NotHisCharacter {
        from: &'a str,
        named: &'a str,
        character: &'a str,
    },
    /// Lines of a player's orders not understood.
    NotUnderstood {
        errors: usize,
        character: &'a str,
    },
    WrongPassword {
        from: &'a str,
    },
    NoPassword {
        from: &'a str,
    },
    /// A JOIN while the game is closed to newcomers.
    JoinClosed {
        from: &'a str,
        name: &'a str,
    },
    /// A JOIN the GM approves.
    AsksToJoin {
        from: &'a str,
        name: &'a str,
    },
    /// A GM's command without the GM's password.
    GmWithoutPassword {
        word: &'a str,
    },
    /// To the GM, the moment an item enters his queue: who, why, the letter (password
    /// masked), what was understood of it, and how to answer by replying.
    ItemWaits {
        id: u64,
        from: &'a str,
        reason: &'a str,
        text: &'a str,
        understood: Option<&'a str>,
    },
    /// To the GM: a command of his refused for its password (no queue item is made).
    GmCommandRefused {
        word: &'a str,
    },

    // To a player.
    /// The acknowledgement's subject (its text is a template).
    OrdersReceived {
        character: &'a str,
    },
    /// To a stranger, once and only once: this address runs a game, and how to join it.
    Stranger {
        game: &'a str,
    },
    /// His letter went to the GM; `orders`: it was orders (not a command).
    SentToGm {
        game: &'a str,
        reason: &'a str,
        orders: bool,
    },
    Help,
    /// STATUS's subject (its text is the acknowledgement's view of the orders on file).
    OrdersOnFile {
        character: &'a str,
        month: &'a str,
    },
    /// STATUS with no orders on file.
    NoOrdersOnFile {
        character: &'a str,
        month: &'a str,
        deadline: &'a str,
    },
    NoResultYet,
    /// A result sent again: its subject.
    Again {
        subject: &'a str,
    },
    PasswordNotChanged,
    PasswordChanged,
    /// PRESS filed.
    ForTheNewspaper,
    AlreadyPlaying,
    JoinHow,
    NameTaken {
        name: &'a str,
    },
    /// A JOIN passed to the GM.
    JoinPassed {
        game: &'a str,
    },
    /// Why a player cannot be added: his address plays already.
    AlreadyPlays {
        email: &'a str,
    },
    /// Why a player cannot be added: his character's name is taken.
    CharacterExists {
        name: &'a str,
    },
    /// A JOIN that could not be carried out.
    JoinFailed {
        error: &'a str,
    },
    Welcome {
        game: &'a str,
        password: &'a str,
        deadline: &'a str,
        sheet: &'a str,
    },
    Approved {
        orders: &'a str,
    },
    Rejected {
        reason: &'a str,
    },
    /// A reminder before the deadline.
    NoOrdersYet {
        deadline: &'a str,
    },
    /// The GM's BROADCAST: its subject.
    FromTheGm,

    // To the GM.
    /// The queue by email: `items` listed by [`Message::QueueItem`].
    Queue {
        count: usize,
        items: &'a str,
    },
    /// The queue on the command line, when nothing waits in it.
    QueueEmpty,
    /// Below an item in the GM's digest: what the clerk understood of its letter.
    Understood {
        orders: &'a str,
    },
    /// The GM's digest: the items that entered his queue since the last one.
    Digest {
        count: usize,
        items: &'a str,
    },
    /// Before the deadline, to the GM: what still waits for him.
    QueueBeforeDeadline {
        count: usize,
        items: &'a str,
        deadline: &'a str,
    },
    QueueItem {
        id: u64,
        from: &'a str,
        turn: u32,
        reason: &'a str,
        text: &'a str,
    },
    ApproveWhat,
    RejectWhat,
    DeadlineSet {
        turn: u32,
        at: &'a str,
    },
    DeadlineNotChanged,
    /// INVADE: a nobleman's lands held by the enemy from `month` (003, 6.0.6).
    LandsInvaded {
        name: &'a str,
        month: &'a str,
    },
    /// RECOVER: his lands his again, from `month`.
    LandsRecovered {
        name: &'a str,
        month: &'a str,
    },
    /// INVADE for a man whose lands are already held.
    LandsAlreadyHeld {
        name: &'a str,
        since: &'a str,
    },
    /// RECOVER for a man whose lands are not held.
    LandsNotHeld {
        name: &'a str,
    },
    /// INVADE for a man with no title, and so no lands of a noble.
    LandsWithoutTitle {
        name: &'a str,
    },
    /// INVADE or RECOVER not carried out, and why.
    LandsNotChanged {
        error: &'a str,
    },
    /// A GM's command names no character of the game.
    NoSuchCharacter {
        name: &'a str,
    },
    /// A GM's command names more than one character.
    CharacterAmbiguous {
        name: &'a str,
    },
    /// An APPROVE or REJECT carried out.
    Decided {
        item: u64,
        approved: bool,
        /// Whose letter it was: his address, and his character's name when he has one.
        whose: &'a str,
    },
    /// An APPROVE or REJECT that failed, and why.
    NotDecided {
        item: u64,
        error: &'a str,
    },
    /// A decision on an item that is not in the queue.
    NoSuchItem {
        item: u64,
    },
    AlreadyDecided {
        item: u64,
    },
    /// An approval of an item with no character (a stranger's orders).
    NoCharacter {
        item: u64,
    },
    /// Mails queued from the command line (a broadcast).
    Queued {
        count: usize,
    },
    /// PREVIEW's first line.
    Preview {
        turn: u32,
        month: &'a str,
    },
    RolledBack {
        turn: u32,
    },
    NotRolledBack {
        why: &'a Unrollable,
    },
    Quarantined {
        key: &'a str,
        error: &'a str,
        folder: &'a str,
    },
    Undeliverable {
        to: &'a str,
        id: &'a str,
        error: &'a str,
        subject: &'a str,
    },
    /// The GM report's subject.
    GmReport {
        month: &'a str,
    },
}

/// The text in the language: the English or the Spanish.
fn say(language: Language, en: impl Into<String>, es: impl Into<String>) -> String {
    match language {
        Language::Spanish => es.into(),
        Language::English => en.into(),
    }
}

/// A text with the game's signature below it.
pub fn signed(text: &str, game: &str) -> String {
    format!("{text}\n\n-- \n{game}\n")
}

impl Message<'_> {
    /// The subject of the mail that says it (without the game's "[name]"); empty for a
    /// message that is never a mail of its own.
    pub fn subject(&self, l: Language) -> String {
        self.words(l).0
    }

    /// What it says.
    pub fn text(&self, l: Language) -> String {
        self.words(l).1
    }

    /// (subject, text).
    fn words(&self, l: Language) -> (String, String) {
        use Message as M;
        let none = String::new;
        let to_gm = || {
            say(
                l,
                "Your letter went to the game master",
                "Su carta ha ido al árbitro",
            )
        };
        let joining = || say(l, "Joining the game", "Unirse a la partida");
        match *self {
            M::MailRefused { refusal } => (
                none(),
                say(
                    l,
                    format!("a mail was refused: {refusal}"),
                    format!("se rechazó un correo: {}", refusal_es(refusal)),
                ),
            ),
            M::NoLongerAnswered { from, letters } => (
                none(),
                say(
                    l,
                    format!(
                        "{from} has sent {letters} letters in a row with no orders in them, as a \
                         machine answering our answers would: he is no longer answered (his \
                         letters are kept) until he sends orders or a command"
                    ),
                    format!(
                        "{from} ha enviado {letters} cartas seguidas sin órdenes, como haría una \
                         máquina que contesta a nuestras respuestas: ya no se le contesta (sus \
                         cartas se guardan) hasta que envíe órdenes o una instrucción"
                    ),
                ),
            ),
            M::NotAPlayer { from } => (
                none(),
                say(
                    l,
                    format!("{from} is not a player of this game"),
                    format!("{from} no juega en esta partida"),
                ),
            ),
            M::NotAPlayerCommand { from, word } => (
                none(),
                say(
                    l,
                    format!("{from} is not a player of this game ({word})"),
                    format!("{from} no juega en esta partida ({word})"),
                ),
            ),
            M::YourPasswordIsWrong => (
                none(),
                say(
                    l,
                    "the password in it is not yours",
                    "la contraseña que trae no es la suya",
                ),
            ),
            M::YourPasswordIsMissing => (
                none(),
                say(
                    l,
                    "it has no \"Password: ...\" line, which orders need",
                    "le falta la línea \"Contraseña: ...\", que las órdenes necesitan",
                ),
            ),
            M::NotYourCharacter { named } => (
                none(),
                say(
                    l,
                    format!("it gives orders for {named}, who is not your character"),
                    format!("da órdenes para {named}, que no es su personaje"),
                ),
            ),
            M::NotHisCharacter {
                from,
                named,
                character,
            } => (
                none(),
                say(
                    l,
                    format!(
                        "{from} sent orders for {named:?}, who is not his character ({character})"
                    ),
                    format!(
                        "{from} envió órdenes para {named:?}, que no es su personaje ({character})"
                    ),
                ),
            ),
            M::NotUnderstood { errors, character } => (
                none(),
                say(
                    l,
                    format!(
                        "{errors} line{} of {character}'s orders not understood; the rest is filed",
                        if errors == 1 { "" } else { "s" }
                    ),
                    format!(
                        "{errors} línea{} de las órdenes de {character} sin entender; el resto queda registrado",
                        if errors == 1 { "" } else { "s" }
                    ),
                ),
            ),
            M::WrongPassword { from } => (
                none(),
                say(
                    l,
                    format!("{from} gave a wrong password"),
                    format!("{from} dio una contraseña equivocada"),
                ),
            ),
            M::NoPassword { from } => (
                none(),
                say(
                    l,
                    format!("{from} gave no password (a \"Password: ...\" line is required)"),
                    format!("{from} no dio contraseña (hace falta una línea \"Contraseña: ...\")"),
                ),
            ),
            M::JoinClosed { from, name } => (
                none(),
                say(
                    l,
                    format!("{from} asks to join as {name}, and the game is closed to newcomers"),
                    format!(
                        "{from} pide unirse como {name}, y la partida está cerrada a recién llegados"
                    ),
                ),
            ),
            M::AsksToJoin { from, name } => (
                none(),
                say(
                    l,
                    format!("{from} asks to join as {name}"),
                    format!("{from} pide unirse como {name}"),
                ),
            ),
            M::ItemWaits {
                id,
                from,
                reason,
                text,
                understood,
            } => {
                let understood_en = understood
                    .map(|u| format!("\nWhat was understood of it:\n{u}\n"))
                    .unwrap_or_default();
                let understood_es = understood
                    .map(|u| format!("\nLo que se entendió:\n{u}\n"))
                    .unwrap_or_default();
                (
                    say(
                        l,
                        format!("#{id} waits for you: {from}"),
                        format!("#{id} espera su decisión: {from}"),
                    ),
                    say(
                        l,
                        format!(
                            "A letter waits for your decision as item #{id}: {reason}.\n\n\
                             From {from}:\n----\n{text}\n----\n{understood_en}\n\
                             To answer, reply to this mail with your Password: line and one of:\n\
                             \x20 APPROVE             the letter stands as it was understood\n\
                             \x20 APPROVE             with the corrected orders on the lines below it\n\
                             \x20 REJECT <reason>     the letter is refused; its sender is told why\n\
                             (or write APPROVE {id} / REJECT {id} <reason> in any mail; QUEUE lists all \
                             that waits).\n"
                        ),
                        format!(
                            "Una carta espera su decisión como caso #{id}: {reason}.\n\n\
                             De {from}:\n----\n{text}\n----\n{understood_es}\n\
                             Para contestar, responda a este correo con su línea Contraseña: y una de:\n\
                             \x20 APPROVE             la carta vale tal como se entendió\n\
                             \x20 APPROVE             con las órdenes corregidas en las líneas de debajo\n\
                             \x20 REJECT <motivo>     la carta se rechaza; su remitente sabrá por qué\n\
                             (o escriba APPROVE {id} / REJECT {id} <motivo> en cualquier correo; QUEUE \
                             enumera todo lo que espera).\n"
                        ),
                    ),
                )
            }
            M::GmCommandRefused { word } => (
                say(
                    l,
                    format!("{word} refused: the GM's password is missing or wrong"),
                    format!(
                        "{word} rechazado: falta la contraseña del árbitro o no es la correcta"
                    ),
                ),
                say(
                    l,
                    format!(
                        "The command {word} came from the GM's address without the GM's password, \
                         or with a wrong one: nothing was done. Send it again with the line \
                         Password: <the GM's password> (engarde players prints it).\n"
                    ),
                    format!(
                        "El comando {word} llegó desde la dirección del árbitro sin su contraseña, o \
                         con una equivocada: no se ha hecho nada. Envíelo de nuevo con la línea \
                         Password: <la contraseña del árbitro> (engarde players la muestra).\n"
                    ),
                ),
            ),
            M::GmWithoutPassword { word } => (
                none(),
                say(
                    l,
                    format!("a {word} command from the GM's address without the GM's password"),
                    format!(
                        "un comando {word} desde la dirección del árbitro sin la contraseña del árbitro"
                    ),
                ),
            ),

            M::OrdersReceived { character } => (
                say(
                    l,
                    format!("Orders received: {character}"),
                    format!("Órdenes recibidas: {character}"),
                ),
                none(),
            ),
            M::Stranger { game } => (
                say(l, format!("About {game}"), format!("Sobre {game}")),
                say(
                    l,
                    format!(
                        "This address runs {game}, a game of En Garde! played by email. Your \
                         letter is kept, and the game master will see it.\n\nTo join the game, \
                         write JOIN followed by the name of your character as the first line of a \
                         mail to this address; HELP as the first line tells how to play.\n\nThis \
                         is the only answer this address sends you until you do."
                    ),
                    format!(
                        "Esta dirección lleva {game}, una partida de En Garde! por correo. Su carta \
                         se guarda y el árbitro la verá.\n\nPara unirse a la partida, escriba JOIN \
                         seguido del nombre de su personaje en la primera línea de un correo a esta \
                         dirección; HELP en la primera línea explica cómo jugar.\n\nEsta es la única \
                         respuesta que recibirá de esta dirección hasta entonces."
                    ),
                ),
            ),
            M::SentToGm {
                game,
                reason,
                orders,
            } => (
                to_gm(),
                say(
                    l,
                    format!(
                        "Your letter to {game} could not be filed{}: {reason}.\n\nIt has been passed to the game master, who will decide. Nothing you wrote is lost.",
                        if orders { " as orders" } else { "" }
                    ),
                    format!(
                        "Su carta a {game} no pudo registrarse{}: {reason}.\n\nSe ha pasado al árbitro, que decidirá. Nada de lo que escribió se pierde.",
                        if orders { " como órdenes" } else { "" }
                    ),
                ),
            ),
            M::Help => (say(l, "Help", "Ayuda"), say(l, HELP_EN, HELP_ES)),
            M::OrdersOnFile { character, month } => (
                say(
                    l,
                    format!("Orders on file for {character}, {month}"),
                    format!("Órdenes registradas de {character}, {month}"),
                ),
                none(),
            ),
            M::NoOrdersOnFile {
                character,
                month,
                deadline,
            } => (
                say(
                    l,
                    format!("No orders yet for {character}, {month}"),
                    format!("Aún no hay órdenes de {character}, {month}"),
                ),
                say(
                    l,
                    format!(
                        "No orders are on file yet for {character} for {month}. Send them before the deadline, {deadline}."
                    ),
                    format!(
                        "Aún no hay órdenes registradas de {character} para {month}. Envíelas antes de la fecha límite, {deadline}."
                    ),
                ),
            ),
            M::NoResultYet => (
                say(l, "No result yet", "Aún no hay resultado"),
                say(
                    l,
                    "There is no result to send again yet: the first month is still being played.",
                    "Aún no hay ningún resultado que reenviar: se está jugando el primer mes.",
                ),
            ),
            M::Again { subject } => (
                say(
                    l,
                    format!("{subject} (again)"),
                    format!("{subject} (otra vez)"),
                ),
                none(),
            ),
            M::PasswordNotChanged => (
                say(l, "Password not changed", "Contraseña sin cambiar"),
                say(
                    l,
                    "Your password was not changed: write PASSWORD followed by the new one (4 to 64 characters), and your current one on a Password: line.",
                    "Su contraseña no ha cambiado: escriba PASSWORD seguido de la nueva (de 4 a 64 caracteres), y la actual en una línea Contraseña:.",
                ),
            ),
            M::PasswordChanged => (
                say(l, "Password changed", "Contraseña cambiada"),
                say(
                    l,
                    "Your password is changed. Use the new one from now on.",
                    "Su contraseña ha cambiado. Use la nueva a partir de ahora.",
                ),
            ),
            M::ForTheNewspaper => (
                say(l, "For the newspaper", "Para el periódico"),
                say(
                    l,
                    "Your announcement will appear in this month's newspaper.",
                    "Su anuncio aparecerá en el periódico de este mes.",
                ),
            ),
            M::AlreadyPlaying => (
                joining(),
                say(
                    l,
                    "You already play in this game.",
                    "Ya juega en esta partida.",
                ),
            ),
            M::JoinHow => (
                joining(),
                say(
                    l,
                    "Write JOIN followed by your character's name (3 to 60 letters).",
                    "Escriba JOIN seguido del nombre de su personaje (de 3 a 60 letras).",
                ),
            ),
            M::NameTaken { name } => (
                joining(),
                say(
                    l,
                    format!("A character called {name} already exists: choose another name."),
                    format!("Ya existe un personaje llamado {name}: elija otro nombre."),
                ),
            ),
            M::JoinPassed { game } => (
                joining(),
                say(
                    l,
                    format!(
                        "Your request to join {game} has been passed to the game master, who will decide."
                    ),
                    format!(
                        "Su petición de unirse a {game} se ha pasado al árbitro, que decidirá."
                    ),
                ),
            ),
            M::AlreadyPlays { email } => (
                none(),
                say(
                    l,
                    format!("{email} already plays in this game"),
                    format!("{email} ya juega en esta partida"),
                ),
            ),
            M::CharacterExists { name } => (
                none(),
                say(
                    l,
                    format!("a character called {name} already exists"),
                    format!("ya existe un personaje llamado {name}"),
                ),
            ),
            M::JoinFailed { error } => (
                joining(),
                say(
                    l,
                    format!("You could not join: {error}."),
                    format!("No pudo unirse: {error}."),
                ),
            ),
            M::Welcome {
                game,
                password,
                deadline,
                sheet,
            } => (
                say(l, "Welcome to the game", "Bienvenido a la partida"),
                say(
                    l,
                    format!(
                        "Welcome to {game}.\n\nYour password is: {password}\n\nPut it on a line \"Password: {password}\" in every letter of orders. The deadline of this month is {deadline}.\n\n{sheet}"
                    ),
                    format!(
                        "Bienvenido a {game}.\n\nSu contraseña es: {password}\n\nPóngala en una línea \"Contraseña: {password}\" en cada carta de órdenes. La fecha límite de este mes es {deadline}.\n\n{sheet}"
                    ),
                ),
            ),
            M::Approved { orders } => (
                say(
                    l,
                    "Your orders were approved",
                    "Sus órdenes han sido aprobadas",
                ),
                say(
                    l,
                    format!("The game master approved your orders:\n\n{orders}"),
                    format!("El árbitro aprobó sus órdenes:\n\n{orders}"),
                ),
            ),
            M::Rejected { reason } => (
                say(
                    l,
                    "Your orders were not accepted",
                    "Sus órdenes no han sido aceptadas",
                ),
                say(
                    l,
                    format!(
                        "The game master did not accept your letter: {reason}\n\nPlease send your orders again."
                    ),
                    format!(
                        "El árbitro no aceptó su carta: {reason}\n\nEnvíe sus órdenes de nuevo, por favor."
                    ),
                ),
            ),
            M::NoOrdersYet { deadline } => (
                say(
                    l,
                    format!("No orders yet: the deadline is {deadline}"),
                    format!("Aún sin órdenes: la fecha límite es {deadline}"),
                ),
                say(
                    l,
                    format!(
                        "We have no orders from you for this month. The deadline is {deadline}; without orders, your character follows his standing orders."
                    ),
                    format!(
                        "No tenemos órdenes suyas para este mes. La fecha límite es {deadline}; sin órdenes, su personaje sigue sus órdenes permanentes."
                    ),
                ),
            ),
            M::FromTheGm => (say(l, "From the game master", "Del árbitro"), none()),

            M::Queue { count, items } => (
                say(l, "The queue", "La cola"),
                say(
                    l,
                    format!(
                        "{count} item(s) wait for you.\n\n{items}Answer APPROVE <n> (corrected orders below it, if any) or REJECT <n> <reason>.\n"
                    ),
                    format!(
                        "{count} caso(s) esperan su decisión.\n\n{items}Responda APPROVE <n> (con las órdenes corregidas debajo, si las hay) o REJECT <n> <motivo>.\n"
                    ),
                ),
            ),
            M::QueueEmpty => (
                none(),
                say(
                    l,
                    "Nothing waits in your queue.\n",
                    "No hay nada pendiente en su cola.\n",
                ),
            ),
            M::Understood { orders } => (
                none(),
                say(
                    l,
                    format!("What was understood of it:\n{orders}\n"),
                    format!("Lo que se entendió:\n{orders}\n"),
                ),
            ),
            M::Digest { count, items } => (
                say(
                    l,
                    format!("{count} new item(s) wait for you"),
                    format!("{count} caso(s) nuevos esperan su decisión"),
                ),
                say(
                    l,
                    format!(
                        "{count} letter(s) entered your queue since the last digest.\n\n{items}Answer each with your Password: line and APPROVE <n> (corrected orders below it, if any) or REJECT <n> <reason>; QUEUE lists all that waits.\n"
                    ),
                    format!(
                        "{count} carta(s) entraron en su cola desde el último resumen.\n\n{items}Conteste cada una con su línea Contraseña: y APPROVE <n> (con las órdenes corregidas debajo, si las hay) o REJECT <n> <motivo>; QUEUE enumera todo lo que espera.\n"
                    ),
                ),
            ),
            M::QueueBeforeDeadline {
                count,
                items,
                deadline,
            } => (
                say(
                    l,
                    format!("Before the deadline: {count} item(s) wait for you"),
                    format!("Antes de la fecha límite: {count} caso(s) esperan su decisión"),
                ),
                say(
                    l,
                    format!(
                        "The deadline is {deadline}, and {count} item(s) still wait for your decision. What you have not decided by then is not played this month (the lines already understood are).\n\n{items}Answer APPROVE <n> (corrected orders below it, if any) or REJECT <n> <reason>; a reply to an item's own notice needs no number.\n"
                    ),
                    format!(
                        "La fecha límite es {deadline}, y {count} caso(s) esperan aún su decisión. Lo que no haya decidido para entonces no se juega este mes (sí las líneas ya entendidas).\n\n{items}Responda APPROVE <n> (con las órdenes corregidas debajo, si las hay) o REJECT <n> <motivo>; una respuesta al aviso de un caso no necesita número.\n"
                    ),
                ),
            ),
            M::QueueItem {
                id,
                from,
                turn,
                reason,
                text,
            } => (
                none(),
                say(
                    l,
                    format!("#{id} from {from} (turn {turn}): {reason}\n{text}\n"),
                    format!("#{id} de {from} (turno {turn}): {reason}\n{text}\n"),
                ),
            ),
            M::ApproveWhat => (
                say(l, "APPROVE what?", "¿APPROVE qué?"),
                say(
                    l,
                    "Write APPROVE followed by the item's number.\n",
                    "Escriba APPROVE seguido del número del caso.\n",
                ),
            ),
            M::RejectWhat => (
                say(l, "REJECT what?", "¿REJECT qué?"),
                say(
                    l,
                    "Write REJECT followed by the item's number and the reason.\n",
                    "Escriba REJECT seguido del número del caso y el motivo.\n",
                ),
            ),
            M::DeadlineSet { turn, at } => (
                say(l, "Deadline set", "Fecha límite fijada"),
                say(
                    l,
                    format!("The deadline of turn {turn} is now {at}.\n"),
                    format!("La fecha límite del turno {turn} es ahora {at}.\n"),
                ),
            ),
            M::LandsInvaded { name, month } => (
                say(l, "Lands invaded", "Tierras invadidas"),
                say(
                    l,
                    format!(
                        "The lands of {name} are in enemy hands from {month} (003, 6.0.6): no \
                         pension, and his title's status points lost each month he ends in Paris, \
                         until RECOVER {name}.\n"
                    ),
                    format!(
                        "Las tierras de {name} están en manos enemigas desde {month} (003, \
                         6.0.6): sin pensión, y pierde los puntos de status de su título cada mes \
                         que acabe en París, hasta RECOVER {name}.\n"
                    ),
                ),
            ),
            M::LandsRecovered { name, month } => (
                say(l, "Lands recovered", "Tierras recobradas"),
                say(
                    l,
                    format!(
                        "The lands of {name} are his again from {month}: his pensions are paid.\n"
                    ),
                    format!(
                        "Las tierras de {name} vuelven a ser suyas desde {month}: cobra sus \
                         pensiones.\n"
                    ),
                ),
            ),
            M::LandsAlreadyHeld { name, since } => (
                none(),
                say(
                    l,
                    format!("the lands of {name} are already in enemy hands, since {since}"),
                    format!("las tierras de {name} ya están en manos enemigas, desde {since}"),
                ),
            ),
            M::LandsNotHeld { name } => (
                none(),
                say(
                    l,
                    format!("the lands of {name} are not in enemy hands"),
                    format!("las tierras de {name} no están en manos enemigas"),
                ),
            ),
            M::LandsWithoutTitle { name } => (
                none(),
                say(
                    l,
                    format!("{name} holds no title, and so no lands a noble's invasion could take"),
                    format!("{name} no tiene título, ni por tanto tierras de noble que invadir"),
                ),
            ),
            M::LandsNotChanged { error } => (
                say(l, "Lands not changed", "Tierras sin cambiar"),
                say(
                    l,
                    format!("Nothing changed: {error}.\n"),
                    format!("Nada cambia: {error}.\n"),
                ),
            ),
            M::NoSuchCharacter { name } => (
                none(),
                say(
                    l,
                    format!("no character of this game is called {name:?}"),
                    format!("ningún personaje de esta partida se llama {name:?}"),
                ),
            ),
            M::CharacterAmbiguous { name } => (
                none(),
                say(
                    l,
                    format!("{name:?} names more than one character: write his whole name"),
                    format!("{name:?} nombra a más de un personaje: escriba su nombre completo"),
                ),
            ),
            M::DeadlineNotChanged => (
                say(l, "Deadline not changed", "Fecha límite sin cambiar"),
                say(
                    l,
                    "Write DEADLINE YYYY-MM-DDTHH:MM:SSZ, or EXTEND <hours>.\n",
                    "Escriba DEADLINE AAAA-MM-DDTHH:MM:SSZ, o EXTEND <horas>.\n",
                ),
            ),
            M::Decided {
                item,
                approved,
                whose,
            } => (
                format!("#{item}: {whose}"),
                match approved {
                    true => say(
                        l,
                        format!("#{item} approved: the letter of {whose}. He is told.\n"),
                        format!("#{item} aprobado: la carta de {whose}. Se le ha comunicado.\n"),
                    ),
                    false => say(
                        l,
                        format!("#{item} rejected: the letter of {whose}. He is told why.\n"),
                        format!(
                            "#{item} rechazado: la carta de {whose}. Se le ha comunicado por qué.\n"
                        ),
                    ),
                },
            ),
            M::NotDecided { item, error } => (format!("#{item}"), format!("#{item}: {error}\n")),
            M::NoSuchItem { item } => (
                none(),
                say(
                    l,
                    format!("no item #{item} in the GM's queue"),
                    format!("no hay ningún caso #{item} en la cola del árbitro"),
                ),
            ),
            M::AlreadyDecided { item } => (
                none(),
                say(
                    l,
                    format!("item #{item} was already decided"),
                    format!("el caso #{item} ya estaba decidido"),
                ),
            ),
            M::NoCharacter { item } => (
                none(),
                say(
                    l,
                    format!(
                        "item #{item} names no character: add the player first (engarde add-player), then approve with corrected orders"
                    ),
                    format!(
                        "el caso #{item} no nombra ningún personaje: añada antes al jugador (engarde add-player) y apruébelo luego con órdenes corregidas"
                    ),
                ),
            ),
            M::Queued { count } => (
                none(),
                say(
                    l,
                    format!("{count} mails queued; the daemon sends them."),
                    format!("{count} correos en cola; el daemon los envía."),
                ),
            ),
            M::Preview { turn, month } => (
                say(l, "Preview", "Vista previa"),
                say(
                    l,
                    format!("A dry run of turn {turn} ({month}): nothing was committed."),
                    format!("Un ensayo del turno {turn} ({month}): no se ha guardado nada."),
                ),
            ),
            M::RolledBack { turn } => (
                say(l, "Rollback", "Marcha atrás"),
                say(
                    l,
                    format!("Turn {turn} is rolled back: its orders are open again."),
                    format!(
                        "El turno {turn} se ha deshecho: sus órdenes vuelven a estar abiertas."
                    ),
                ),
            ),
            M::NotRolledBack { why } => (
                M::RolledBack { turn: 0 }.subject(l),
                say(
                    l,
                    format!("Nothing was rolled back: {}.", unrollable(why, l)),
                    format!("No se ha deshecho nada: {}.", unrollable(why, l)),
                ),
            ),
            M::Quarantined { key, error, folder } => (
                say(
                    l,
                    "A letter was quarantined",
                    "Una carta está en cuarentena",
                ),
                say(
                    l,
                    format!(
                        "The letter {key} could not be filed three times ({error}). It is in the folder {folder} of the inbox.\n"
                    ),
                    format!(
                        "La carta {key} no pudo registrarse tres veces ({error}). Está en la carpeta {folder} del buzón.\n"
                    ),
                ),
            ),
            M::Undeliverable {
                to,
                id,
                error,
                subject,
            } => (
                say(
                    l,
                    format!("A mail could not be delivered to {to}"),
                    format!("Un correo no pudo entregarse a {to}"),
                ),
                say(
                    l,
                    format!(
                        "The mail server refused for good the mail {id} to {to}:\n\n  {error}\n\nIt will not be tried again. Its subject was: {subject}\n"
                    ),
                    format!(
                        "El servidor de correo rechazó definitivamente el correo {id} para {to}:\n\n  {error}\n\nNo se volverá a intentar. Su asunto era: {subject}\n"
                    ),
                ),
            ),
            M::GmReport { month } => (
                say(
                    l,
                    format!("GM report, {month}"),
                    format!("Informe del árbitro, {month}"),
                ),
                none(),
            ),
        }
    }
}

/// Why a turn cannot be rolled back, in words.
pub fn unrollable(why: &Unrollable, l: Language) -> String {
    match *why {
        Unrollable::NothingResolved => say(
            l,
            "no turn has been resolved yet",
            "aún no se ha resuelto ningún turno",
        ),
        Unrollable::NotResolved(turn) => say(
            l,
            format!("turn {turn} is not resolved"),
            format!("el turno {turn} no está resuelto"),
        ),
        Unrollable::MailsLeft(turn) => say(
            l,
            format!("turn {turn}'s mails have begun to go out; it can no longer be rolled back"),
            format!("los correos del turno {turn} ya han empezado a salir; ya no puede deshacerse"),
        ),
    }
}

/// A refused mail, in Spanish (its English is its `Display`).
fn refusal_es(refusal: &Refusal) -> String {
    match *refusal {
        Refusal::TooLarge { size, max } => format!(
            "el correo ocupa {size} bytes, más de los {max} permitidos; no se ha leído \
             (pida al jugador que envíe las órdenes como texto sin formato, sin adjuntos)"
        ),
        Refusal::TooDeep { max } => format!(
            "el correo anida partes MIME a más de {max} niveles, cosa que ningún programa de \
             correo hace; no se ha leído"
        ),
        Refusal::TooManyParts { max } => format!(
            "el correo tiene más de {max} partes MIME (adjuntos, alternativas); no se ha leído"
        ),
        Refusal::NotAnEmail => {
            "el archivo no es un correo (no se pudo leer ningún remitente); no se ha leído".into()
        }
    }
}

const HELP_EN: &str = "How to play by email

Send your orders for the month to this address, with your password:

  Character: <your character's name>
  Password: <your password>
  Week 1: ...
  Week 2: ...
  Week 3: ...
  Week 4: ...

The last orders received before the deadline count. Other commands (first line of a mail, with your Password: line below it):

  STATUS            the orders on file for this month
  RESEND            your last result again
  PASSWORD <new>    change your password
  PRESS <text>      an announcement or challenge for the newspaper
  HELP              this text
  JOIN <name>       (newcomers) join the game with a new character
";

const HELP_ES: &str = "Cómo jugar por correo

Envíe a esta dirección sus órdenes del mes, con su contraseña:

  Personaje: <el nombre de su personaje>
  Contraseña: <su contraseña>
  1ª Semana: ...
  2ª Semana: ...
  3ª Semana: ...
  4ª Semana: ...

Valen las últimas órdenes recibidas antes de la fecha límite. Otros comandos (en la primera línea de un correo, con su línea Contraseña: debajo):

  STATUS             las órdenes registradas para este mes
  RESEND             su último resultado, otra vez
  PASSWORD <nueva>   cambiar su contraseña
  PRESS <texto>      un anuncio o un desafío para el periódico
  HELP               este texto
  JOIN <nombre>      (recién llegados) unirse a la partida con un personaje nuevo
";

#[cfg(test)]
mod tests {
    use super::*;

    /// One of every message (the `match` makes each have both languages; this checks that
    /// the Spanish is not the English left in place).
    fn every_message<'a>(refusal: &'a Refusal, why: &'a Unrollable) -> Vec<Message<'a>> {
        use Message as M;
        let (s, n) = ("x", 2);
        vec![
            M::MailRefused { refusal },
            M::NotAPlayer { from: s },
            M::NoLongerAnswered {
                from: s,
                letters: 3,
            },
            M::NotAPlayerCommand { from: s, word: s },
            M::NotHisCharacter {
                from: s,
                named: s,
                character: s,
            },
            M::NotUnderstood {
                errors: n,
                character: s,
            },
            M::WrongPassword { from: s },
            M::NoPassword { from: s },
            M::JoinClosed { from: s, name: s },
            M::AsksToJoin { from: s, name: s },
            M::GmWithoutPassword { word: s },
            M::OrdersReceived { character: s },
            M::Stranger { game: s },
            M::SentToGm {
                game: s,
                reason: s,
                orders: true,
            },
            M::YourPasswordIsWrong,
            M::YourPasswordIsMissing,
            M::NotYourCharacter { named: s },
            M::SentToGm {
                game: s,
                reason: s,
                orders: false,
            },
            M::Help,
            M::OrdersOnFile {
                character: s,
                month: s,
            },
            M::NoOrdersOnFile {
                character: s,
                month: s,
                deadline: s,
            },
            M::NoResultYet,
            M::Again { subject: s },
            M::PasswordNotChanged,
            M::PasswordChanged,
            M::ForTheNewspaper,
            M::AlreadyPlaying,
            M::JoinHow,
            M::NameTaken { name: s },
            M::JoinPassed { game: s },
            M::AlreadyPlays { email: s },
            M::CharacterExists { name: s },
            M::JoinFailed { error: s },
            M::Welcome {
                game: s,
                password: s,
                deadline: s,
                sheet: s,
            },
            M::Approved { orders: s },
            M::Rejected { reason: s },
            M::NoOrdersYet { deadline: s },
            M::FromTheGm,
            M::Queue { count: 2, items: s },
            M::Understood { orders: s },
            M::Digest { count: 2, items: s },
            M::QueueBeforeDeadline {
                count: 2,
                items: s,
                deadline: s,
            },
            M::ItemWaits {
                id: 1,
                from: s,
                reason: s,
                text: s,
                understood: Some(s),
            },
            M::GmCommandRefused { word: s },
            M::QueueItem {
                id: 1,
                from: s,
                turn: 1,
                reason: s,
                text: s,
            },
            M::ApproveWhat,
            M::RejectWhat,
            M::DeadlineSet { turn: 1, at: s },
            M::DeadlineNotChanged,
            M::LandsInvaded { name: s, month: s },
            M::LandsRecovered { name: s, month: s },
            M::LandsAlreadyHeld { name: s, since: s },
            M::LandsNotHeld { name: s },
            M::LandsWithoutTitle { name: s },
            M::LandsNotChanged { error: s },
            M::NoSuchCharacter { name: s },
            M::CharacterAmbiguous { name: s },
            M::Decided {
                item: 1,
                approved: true,
                whose: s,
            },
            M::Decided {
                item: 1,
                approved: false,
                whose: s,
            },
            M::NoSuchItem { item: 1 },
            M::AlreadyDecided { item: 1 },
            M::NoCharacter { item: 1 },
            M::Queued { count: 2 },
            M::Preview { turn: 1, month: s },
            M::RolledBack { turn: 1 },
            M::NotRolledBack { why },
            M::Quarantined {
                key: s,
                error: s,
                folder: s,
            },
            M::Undeliverable {
                to: s,
                id: s,
                error: s,
                subject: s,
            },
            M::GmReport { month: s },
        ]
    }

    #[test]
    fn every_message_has_its_own_spanish() {
        let refusal = Refusal::NotAnEmail;
        for why in [
            Unrollable::NothingResolved,
            Unrollable::NotResolved(1),
            Unrollable::MailsLeft(1),
        ] {
            for m in every_message(&refusal, &why) {
                let (en, es) = (m.words(Language::English), m.words(Language::Spanish));
                assert!(!en.0.is_empty() || !en.1.is_empty(), "{m:?} says nothing");
                // Only what has no words of ours (an item's number, an error's own text) is
                // the same in both.
                let wordy = |t: &str| t.chars().filter(|c| c.is_alphabetic()).count() > 1;
                if !matches!(m, Message::NotDecided { .. }) {
                    assert!(!wordy(&en.0) || en.0 != es.0, "{m:?}: {:?}", es.0);
                    assert!(!wordy(&en.1) || en.1 != es.1, "{m:?}: {:?}", es.1);
                }
            }
        }
    }
}
