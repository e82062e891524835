"""`python -m i18n`: compile every language's catalog into the cache now (at deploy), so that no start parses one."""

from i18n.catalog import LANGS, compiled
from i18n.compiled import cache_dir


def main() -> None:
    for lang in LANGS:
        catalog = compiled(lang)
        print(f"{lang}: {len(catalog.entries)} entries, {len(catalog.plain)} argument-free, cached in {cache_dir()}")


if __name__ == "__main__":
    main()
