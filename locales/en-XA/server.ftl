# The pseudo-locale en-XA: locales/en/server.ftl with its letters accented and 40 % longer.
# Made by crates/gaslamp-core/tests/pseudo_locale.rs: do not edit.

seat-lost = ţĥîš çöññéçţîöñ ñö ļöñĝéŕ ĥöļðš îţš šéåţ (îţ ŵåš ļéƒţ öŕ ţåķéñ); çöññéçţ åĝåîñ ŵîţĥ å šéåţ ţöķéñ, öŕ ŵåţçĥ··································
spectator-cannot-act = å šþéçţåţöŕ çåññöţ åçţ; ĵöîñ å šéåţ············
room-expired = ţĥîš ŕööɱ éñðéð: ñöţĥîñĝ ĥåþþéñéð îñ îţ ƒöŕ ţöö ļöñĝ·················
storage-failed = ţĥé åçţîöñ çöûļð ñöţ ƀé šţöŕéð; ñöţĥîñĝ çĥåñĝéð, šéñð îţ åĝåîñ····················
